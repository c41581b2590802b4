import { describe, expect, it } from "vitest";
import { adminPath, adminView, type AdminView } from "./admin-views";

describe("the admin's addresses (decision 070)", () => {
  const views: [string, AdminView][] = [
    ["/", { name: "responses" }],
    ["/responses/6f1c0a7e-0000-4000-8000-000000000001", { name: "response", id: "6f1c0a7e-0000-4000-8000-000000000001" }],
    ["/live", { name: "live" }],
    ["/insights", { name: "insights" }],
    ["/teams", { name: "teams" }],
    ["/teams/t%2F1", { name: "team", id: "t/1" }],
    ["/users", { name: "users" }],
    ["/audit", { name: "audit" }],
  ];

  it("reads every view from its path and writes the same path back", () => {
    for (const [path, view] of views) {
      expect(adminView(path), path).toEqual(view);
      expect(adminPath(view), path).toBe(path);
    }
  });

  it("takes a trailing slash, an empty path and a query as the same address", () => {
    expect(adminView("")).toEqual({ name: "responses" });
    expect(adminView("/teams/")).toEqual({ name: "teams" });
    expect(adminView("/?search=ada")).toEqual({ name: "responses" });
  });

  it("has no view for an address the admin does not have", () => {
    for (const path of ["/nope", "/responses", "/teams/a/b", "/live/x", "/responses/%E0%A4%A", "/toString", "/constructor"])
      expect(adminView(path), path).toBeNull();
  });
});
