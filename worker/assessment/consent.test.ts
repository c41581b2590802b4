import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ResponseRecord } from "../../schema/records/admin";
import { patchJson, saveResponse, signInAs, withCookie } from "../test/admin";

const CONSENT = { at: "2026-11-23T09:30:00.000Z", version: "1" };
const stored = (id: string) =>
  env.DB.prepare("SELECT demographic_data, demographic_consent_at, demographic_consent_version FROM assessment_responses WHERE id = ?")
    .bind(id)
    .first();

describe("consent to the demographic survey (docs/admin.md#identity-audit-and-data-rights)", () => {
  it("stores the answers with the consent's time and text version, and the admin record shows it", async () => {
    const p = await saveResponse({ demographicData: { religion: "None" }, demographicConsent: CONSENT });
    expect(await stored(p.id)).toEqual({
      demographic_data: '{"religion":"None"}',
      demographic_consent_at: Date.parse(CONSENT.at),
      demographic_consent_version: "1",
    });
    const admin = await signInAs("admin");
    const record = (await (await withCookie(admin.cookie, `/api/admin/responses/${p.id}`)).json()) as ResponseRecord;
    expect(record.demographicConsent).toEqual(CONSENT);
  });

  it("stores no demographic data without a consent (declined, or an app that sent none)", async () => {
    const p = await saveResponse({ demographicData: { religion: "None", sexualOrientation: "x" }, demographicConsent: undefined });
    expect(await stored(p.id)).toEqual({ demographic_data: null, demographic_consent_at: null, demographic_consent_version: null });
    // A later save withdrawing the consent drops the answers again.
    const q = await saveResponse({ demographicData: { religion: "None" }, demographicConsent: CONSENT });
    await saveResponse({ ...q, revision: 2, demographicData: { religion: "None" }, demographicConsent: null });
    expect(await stored(q.id)).toEqual({ demographic_data: null, demographic_consent_at: null, demographic_consent_version: null });
  });

  it("an admin cannot add demographic data to a respondent who declined (400 naming demographicData)", async () => {
    const declined = await saveResponse();
    const consented = await saveResponse({ demographicData: { religion: "None" }, demographicConsent: CONSENT });
    const admin = await signInAs("admin");
    const refused = await patchJson(
      admin.cookie,
      `/api/admin/responses/${declined.id}`,
      { demographicData: { religion: "Added" } },
      { Origin: "http://localhost" },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "No consent to demographic data",
      issues: [{ path: "demographicData", message: "The respondent did not consent to the demographic survey" }],
    });
    expect((await stored(declined.id))?.demographic_data).toBeNull();
    const edited = await patchJson(
      admin.cookie,
      `/api/admin/responses/${consented.id}`,
      { demographicData: { religion: "Quaker" } },
      { Origin: "http://localhost" },
    );
    expect(edited.status).toBe(200);
  });
});
