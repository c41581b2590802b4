import { describe, expect, it } from "vitest";
import { auditCsvLine, editedFields } from "./audit";

describe("editedFields", () => {
  it("lists only the fields whose value changes, with old and new", () => {
    const before: Record<string, unknown> = {
      name: "Grace",
      email: "g@example.org",
      phoneNumber: null,
      finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" },
    };
    expect(editedFields(before, { name: "Grace H.", email: "g@example.org", phoneNumber: null, companyWebsite: undefined })).toEqual([
      { field: "name", old: "Grace", new: "Grace H." },
    ]);
    expect(editedFields(before, { phoneNumber: "+1" })).toEqual([{ field: "phoneNumber", old: null, new: "+1" }]);
  });

  it("treats objects with the same content in another key order as unchanged", () => {
    const before = {
      finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" },
      demographicData: { city: { a: 1, b: 2 } },
    };
    expect(
      editedFields(before, {
        finalType: { extrinsicPursuer: "Supporter", intrinsicAttraction: "Driver" },
        demographicData: { city: { b: 2, a: 1 } },
      }),
    ).toEqual([]);
    expect(editedFields(before, { finalType: { extrinsicPursuer: "Controller", intrinsicAttraction: "Driver" } })).toHaveLength(1);
  });
});

describe("auditCsvLine", () => {
  it("neutralises formulas and quotes like the responses export", () => {
    const line = auditCsvLine({
      at: "2026-11-22T12:00:00.000Z",
      actor: "=cmd|'/c calc'!A1",
      action: "signin.refused",
      target: "@evil",
      detail: { reason: "not invited" },
    });
    expect(line).toBe(`2026-11-22T12:00:00.000Z,'=cmd|'/c calc'!A1,signin.refused,'@evil,"{""reason"":""not invited""}"\r\n`);
  });
});
