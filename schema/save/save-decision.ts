// The save decision of docs/architecture.md#the-sync-protocol, pure so it can be property-tested apart from D1.

export type StoredState = { revision: number; writeTokenHash: string; isCompleted: boolean };
/** `changes`: the fields in which a final save differs from a completed stored response (see changedFields). */
export type IncomingSave = { revision: number; writeTokenHash: string; completes: boolean; changes?: readonly string[] };

export type SaveDecision =
  | { kind: "insert" }
  | { kind: "update"; isCompleted: boolean }
  | { kind: "unchanged" }
  | { kind: "forbidden" }
  /** A completed response is final (decision 029): only an identical resend is answered, any change is refused. */
  | { kind: "conflict"; fields: string[] };

export function decideSave(stored: StoredState | null, incoming: IncomingSave): SaveDecision {
  if (!stored) return { kind: "insert" };
  if (stored.writeTokenHash !== incoming.writeTokenHash) return { kind: "forbidden" };
  if (stored.isCompleted) {
    // Whatever its revision: a partial would wipe answers, a changed final would rewrite a finished response.
    if (!incoming.completes) return { kind: "conflict", fields: ["isCompleted"] };
    if (incoming.changes?.length) return { kind: "conflict", fields: [...incoming.changes] };
    return { kind: "unchanged" };
  }
  if (incoming.revision <= stored.revision) return { kind: "unchanged" };
  return { kind: "update", isCompleted: incoming.completes };
}

/**
 * What "identical" means for a resend of a final save: every value the respondent gave, as stored
 * (contact fields, audience, answers, rankings, consent, time, step, team code). Left out: the
 * bookkeeping a device may legitimately change when it resends after a lost acknowledgement
 * (revision, deviceId, schemaVersion, timestamps), the language the steps were read in (how the
 * respondent read them, not what they answered: a resend in another language is no change, decision
 * 051) and what the server derives from the compared values (type, culture scores, search text, the
 * team the code resolved to).
 */
export const FINAL_CONTENT = [
  "name",
  "email",
  "phoneNumber",
  "jobTitle",
  "companyWebsite",
  "linkedinProfile",
  "userFlow",
  "attractionResponses",
  "pursuerResponses",
  "pageRankings",
  "demographicData",
  "demographicConsentAt",
  "demographicConsentVersion",
  "managerShareAt",
  "managerShareVersion",
  "cultureCompatibilityResponses",
  "completionTimeSeconds",
  "lastStep",
  "teamCode",
] as const;
export type FinalContentKey = (typeof FINAL_CONTENT)[number];

/** The payload field a stored column comes from, where the names differ. */
const PAYLOAD_PATH: Partial<Record<FinalContentKey, string>> = {
  demographicConsentAt: "demographicConsent",
  demographicConsentVersion: "demographicConsent",
  managerShareAt: "managerShare",
  managerShareVersion: "managerShare",
  lastStep: "step",
};

/**
 * The payload fields in which a save's values differ from the stored ones, both as the database holds
 * them (JSON as text, dates as milliseconds), so equal text is equal content.
 */
export function changedFields(sent: Record<FinalContentKey, unknown>, stored: Record<FinalContentKey, unknown>): string[] {
  const paths = FINAL_CONTENT.filter((key) => (sent[key] ?? null) !== (stored[key] ?? null)).map((key) => PAYLOAD_PATH[key] ?? key);
  return [...new Set(paths)];
}
