import { describe, expect, it } from "vitest";
import { SavePayloadSchema } from "./payload";
import { DEMOGRAPHIC_CONSENT_TEXT, DEMOGRAPHIC_CONSENT_TEXTS, DEMOGRAPHIC_CONSENT_VERSION, demographicsToStore } from "./consent";

describe("demographic consent", () => {
  it("stores demographic answers only with a consent; declining stores none", () => {
    const consent = { at: "2026-11-23T10:00:00.000Z", version: "1" };
    expect(demographicsToStore({ demographicData: { religion: "None" }, demographicConsent: consent })).toEqual({
      demographicData: { religion: "None" },
      consent,
    });
    expect(demographicsToStore({ demographicData: { religion: "None" }, demographicConsent: null })).toEqual({
      demographicData: null,
      consent: null,
    });
    expect(demographicsToStore({ demographicData: { religion: "None" } })).toEqual({ demographicData: null, consent: null });
    expect(demographicsToStore({ demographicData: null, demographicConsent: consent })).toEqual({ demographicData: null, consent });
  });

  it("names the current text by the newest version, and names special categories in it", () => {
    const versions = Object.keys(DEMOGRAPHIC_CONSENT_TEXTS).map(Number);
    expect(Number(DEMOGRAPHIC_CONSENT_VERSION)).toBe(Math.max(...versions));
    for (const word of ["religion", "sexual orientation", "race", "biological sex", "delete"])
      expect(DEMOGRAPHIC_CONSENT_TEXT).toContain(word);
  });

  it("is checked on the save body: a consent needs an ISO time and a version", () => {
    const base = {
      id: crypto.randomUUID(),
      revision: 1,
      writeToken: "w".repeat(40),
      step: "s",
      name: "N",
      email: "n@example.com",
      jobTitle: "J",
      linkedinProfile: "https://www.linkedin.com/in/n",
      userFlow: "ic",
      attractionResponses: {},
      pursuerResponses: {},
    };
    expect(SavePayloadSchema.safeParse({ ...base, demographicConsent: { at: "2026-11-23T10:00:00.000Z", version: "1" } }).success).toBe(
      true,
    );
    const bad = SavePayloadSchema.safeParse({ ...base, demographicConsent: { at: "yesterday", version: "" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["demographicConsent.at", "demographicConsent.version"]);
  });
});
