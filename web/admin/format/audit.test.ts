import { describe, expect, it } from "vitest";
import { actionLabel, detailText } from "./audit";

describe("audit entry text", () => {
  it("reads an edit as field: old → new, and says when erasure removed the values", () => {
    expect(detailText({ action: "response.edit", detail: { field: "name", old: "Grace", new: "Grace H." } })).toBe(
      "name: Grace → Grace H.",
    );
    expect(detailText({ action: "response.edit", detail: { field: "phoneNumber", old: "+1 555", new: null } })).toBe(
      "phoneNumber: +1 555 → (empty)",
    );
    expect(detailText({ action: "response.edit", detail: { field: "finalType", old: null, new: { intrinsicAttraction: "Driver" } } })).toBe(
      'finalType: (empty) → {"intrinsicAttraction":"Driver"}',
    );
    expect(detailText({ action: "response.edit", detail: { field: "name", redacted: true } })).toBe("name: values removed at erasure");
    expect(detailText({ action: "response.edit", detail: { field: "teamId", old: "t1", new: "t2", sponsorLinks: ["la", "lb"] } })).toBe(
      "teamId: t1 → t2, confirmed with 2 sponsor links seeing them",
    );
  });

  it("reads other details as their fields, and names known actions", () => {
    expect(detailText({ action: "user.role", detail: { old: "viewer", new: "admin" } })).toBe("viewer → admin");
    expect(detailText({ action: "export.csv", detail: { rows: 12 } })).toBe("rows: 12");
    expect(detailText({ action: "team.profile.confirm", detail: { responseId: "r2", previous: "r1" } })).toBe(
      "responseId: r2, previous: r1",
    );
    expect(detailText({ action: "team.profile.confirm", detail: { responseId: "r2", previous: "r1", sponsorLinks: ["la"] } })).toBe(
      "responseId: r2, previous: r1, confirmed with 1 sponsor links seeing them",
    );
    expect(detailText({ action: "audit.export", detail: null })).toBe("");
    expect(actionLabel("response.erase")).toBe("Erased a respondent");
    expect(actionLabel("something.new")).toBe("something.new");
  });
});
