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

/**
 * Sharing one's type with the team's manager (decision 084): asked of a team's member, unticked, on the last screen before the answers
 * are sent, and recorded like the demographic consent. Every text ever shown, by version.
 */
export const MANAGER_SHARE_TEXTS = {
  "1": "Share my Sociality Type and my name with my team's manager. Without this, the manager sees only figures about the whole team.",
} as const;
export type ManagerShareVersion = keyof typeof MANAGER_SHARE_TEXTS;
export const MANAGER_SHARE_VERSION: ManagerShareVersion = "1";

export const ManagerShareSchema = z.object({
  at: z.iso.datetime({ error: "managerShare.at must be an ISO date-time" }),
  version: z
    .string({ error: "managerShare.version is required" })
    .check(z.minLength(1), z.maxLength(20, "managerShare.version is too long")),
});
export type ManagerShare = z.infer<typeof ManagerShareSchema>;
