// A respondent's data rights (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20; GDPR Art. 15, 17, 20): the download and the
// erasure's confirmation.
import * as z from "zod/mini";
import type { AuditEntry } from "./audit";

/** DELETE /api/admin/responses/:id — the admin types the person's name to confirm. */
export const EraseSchema = z.object({
  confirmName: z
    .string({ error: "Type the person's name to confirm" })
    .check(z.minLength(1, "Type the person's name to confirm"), z.maxLength(1000, "Name is too long")),
});

const normalise = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");

/** The typed confirmation matches the stored name, ignoring case and extra spaces (an empty name never matches). */
export function namesMatch(typed: string, stored: string): boolean {
  const a = normalise(typed);
  return a.length > 0 && a === normalise(stored);
}

/** GET /api/admin/responses/:id/data: everything stored about one respondent, as a JSON file. */
export type RespondentData = {
  exportedAt: string;
  /** Every column of the respondent's row except the write token's hash (a device credential, not about the person). */
  response: Record<string, unknown>;
  /** The team the response belongs to, if any. */
  team: { id: string; name: string; organisation: string | null } | null;
  /** What the audit log holds about this response (edits with their old and new values, downloads). */
  audit: AuditEntry[];
};

export const respondentDataFileName = (id: string): string => `respondent-${id}.json`;
