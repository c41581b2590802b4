import { describe, expect, it } from "vitest";
import { toastOffset, toastPosition } from "./Toasts";

describe("where toasts sit", () => {
  it("at the top centre in the admin, clear of its filters and forms; bottom-right in the flow", () => {
    expect(toastPosition("/admin")).toBe("top-center");
    expect(toastPosition("/admin/responses/abc")).toBe("top-center");
    expect(toastPosition("/test/ic")).toBe("bottom-right");
    expect(toastPosition("/administrator")).toBe("bottom-right");
    expect(toastPosition("/")).toBe("bottom-right");
  });

  it("in the admin, below the header: the signed-in user's name and Sign out stay visible", () => {
    expect(toastOffset("/admin/responses/abc")).toEqual({ top: "5rem" });
    expect(toastOffset("/test/ic")).toBeUndefined();
  });
});
