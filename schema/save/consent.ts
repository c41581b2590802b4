// Consent to the demographic survey (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20; GDPR Art. 9: religion, sexual orientation,
// race and biological sex are special categories): what the respondent agrees to, and what is stored because of it.
import * as z from "zod/mini";
import type { Demographics } from "../assessment/demographics";

/**
 * Every consent text ever shown, by version. A changed text gets a new version and the old one stays
 * here, so each stored consent still names the words the person agreed to.
 */
export const DEMOGRAPHIC_CONSENT_TEXTS = {
  "1": "By choosing Continue you agree that your answers to this survey, which may include your religion, sexual orientation, race and biological sex, are stored with your assessment and used for research only. Every question is optional, and you can ask us to delete your data at any time.",
} as const;
export type ConsentVersion = keyof typeof DEMOGRAPHIC_CONSENT_TEXTS;

export const DEMOGRAPHIC_CONSENT_VERSION: ConsentVersion = "1";
export const DEMOGRAPHIC_CONSENT_TEXT = DEMOGRAPHIC_CONSENT_TEXTS[DEMOGRAPHIC_CONSENT_VERSION];

/** Sent with every save once the respondent opted in: when, and to which text. */
export const DemographicConsentSchema = z.object({
  at: z.iso.datetime({ error: "demographicConsent.at must be an ISO date-time" }),
  version: z
    .string({ error: "demographicConsent.version is required" })
    .check(z.minLength(1), z.maxLength(20, "demographicConsent.version is too long")),
});
export type DemographicConsent = z.infer<typeof DemographicConsentSchema>;

/** What a save may store: demographic answers only together with a consent; declining stores none. */
export function demographicsToStore(p: { demographicData?: Demographics | null; demographicConsent?: DemographicConsent | null }): {
  demographicData: Demographics | null;
  consent: DemographicConsent | null;
} {
  const consent = p.demographicConsent ?? null;
  return { demographicData: consent ? (p.demographicData ?? null) : null, consent };
}
