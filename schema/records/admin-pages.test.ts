import { describe, expect, it } from "vitest";
import { isAdminPage } from "./admin-pages";

describe("isAdminPage", () => {
  it("is /admin, its built page and every path under it", () => {
    for (const path of ["/admin", "/admin/", "/admin.html", "/admin/responses/42", "/admin/anything/else"])
      expect(isAdminPage(path), path).toBe(true);
  });

  it("is not a respondent page, the sponsor report, the API or a look-alike", () => {
    for (const path of ["/", "/test/attraction", "/report/abc", "/api/admin/responses", "/administrator", "/adminx", "/x/admin"])
      expect(isAdminPage(path), path).toBe(false);
  });
});
