import { describe, expect, it } from "vitest";
import { changesOf, draftFrom, validateUpdate } from "./draft";
import { detailFor } from "../../../schema/records/response-views";
import { sampleRecord } from "../test/sample-record";

describe("detail draft", () => {
  it("has no changes for an untouched record", () => {
    const record = sampleRecord();
    expect(changesOf(record, draftFrom(record))).toEqual({});
  });

  it("sends only the changed profile fields and the final type when edited", () => {
    const record = sampleRecord();
    const draft = draftFrom(record);
    draft.profile.name = "Ada King";
    draft.finalType.extrinsicPursuer = "Supporter";
    expect(changesOf(record, draft)).toEqual({
      name: "Ada King",
      finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" },
    });
  });

  it("builds demographics without blank answers, and null when all are blank", () => {
    const record = sampleRecord({ demographicData: null });
    const draft = draftFrom(record);
    draft.demographics["birthYear"] = " 1990 ";
    draft.demographics["currentLocation.city"] = "Leeds";
    expect(changesOf(record, draft)).toEqual({ demographicData: { birthYear: "1990", currentLocation: { city: "Leeds" } } });

    const withData = sampleRecord({ demographicData: { birthYear: "1990" } });
    const cleared = draftFrom(withData);
    cleared.demographics["birthYear"] = "";
    expect(changesOf(withData, cleared)).toEqual({ demographicData: null });
  });

  it("never sends demographics for a detail the role was not sent them with (a viewer's)", () => {
    const record = detailFor("viewer", sampleRecord());
    const draft = draftFrom(record);
    draft.demographics["birthYear"] = "1990";
    draft.profile.jobTitle = "Engineer";
    expect(changesOf(record, draft)).toEqual({ jobTitle: "Engineer" });
  });

  it("reports docs/product.md#validation messages by field path", () => {
    const result = validateUpdate({
      name: " ",
      email: "nope",
      linkedinProfile: "linkedin",
      finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "" },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Valid email is required",
        linkedinProfile: "Valid LinkedIn profile URL is required",
        "finalType.extrinsicPursuer": "Type is required",
      },
    });
  });

  it("trims what it sends", () => {
    expect(validateUpdate({ name: "  Ada  " })).toEqual({ ok: true, data: { name: "Ada" } });
  });
});
