// The audit log's contract (docs/admin.md#audit-log): what is recorded, the page the owner reads, the CSV.
import * as z from "zod/mini";
import { csvLine, type Cell } from "../export/export-columns";

/** Every action the audit log records; the target says what it was done to. */
export const AUDIT_ACTIONS = [
  "signin", // target: the user's email; detail {method}
  "signin.refused", // target: the email the provider vouched for; detail {reason}
  "signin.limit", // target: the password account; the failed sign-ins' global ceiling was reached; detail {attempts, windowMinutes}
  "user.link-sso", // target: the user's email; detail {via: "invitation" | "owner", issuer}
  // target: response id; detail {field, old, new} (old/new removed when the person is erased); a confirmed team move adds sponsorLinks
  "response.edit",
  "response.view", // target: response id; the whole record was opened (its detail route)
  "response.download", // target: response id; detail {rows}
  "response.erase", // target: response id; no personal data
  "export.csv", // detail {rows}
  "team.export", // target: team id; detail {rows, teamId}
  "responses.import", // a part of a kiosk's export file; detail {new, updated, unchanged, refused}
  "user.invite", // target: email; detail {role}
  "user.role", // target: email; detail {old, new}
  "user.remove", // target: email; detail {role}
  "sessions.revoke-all", // detail {revoked}
  "audit.export", // detail {rows}: the file's entries, its own included
  "retention.delete", // actor "system"; detail {deleted, days}
  "team.create", // target: team id; detail {name, organisation}
  "team.update", // target: team id; detail {field, old, new}
  "team.profile.confirm", // target: team id; detail {responseId, previous, sponsorLinks?}: every profile ever confirmed (decision 063)
  "team.profile.clear", // target: team id; detail {responseId}: the confirmation removed
  "response.retest", // target: response id; detail {previousId}: the earlier test it re-takes, or null for unlinked
  "team.round.open", // target: team id; detail {round}: the round now open
  "team.action.create", // target: team id; detail {actionId, round, what, owner, due}
  "team.action.update", // target: team id; detail {actionId, field, old, new}, one entry per field changed
  "sponsor-link.create", // target: team id; detail {linkId, expiresAt, kind}
  "sponsor-link.revoke", // target: sponsor link id
  "sponsor-report.view", // actor "sponsor link"; target: team id; detail {linkId}
  "manager-view.view", // actor "sponsor link" (a manager's); target: team id; detail {linkId}
  "response.manager-share.withdraw", // target: response id; detail {at}: when the withdrawn agreement had been given (decision 084)
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditDetail = Record<string, unknown> | null;

/** One entry as GET /api/admin/audit answers it; `actor` is the user's email, or "system". */
export type AuditEntry = { at: string; actor: string; action: AuditAction; target: string | null; detail: AuditDetail };
export type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;

/** GET /api/admin/audit?cursor=&limit= — newest first. */
export const AuditQuerySchema = z.object({
  limit: z.optional(
    z.string().check(
      z.regex(/^\d{1,3}$/, "limit must be a whole number"),
      z.refine((v) => Number(v) >= 1 && Number(v) <= AUDIT_LIMIT_MAX, "limit must be 1 to 200"),
    ),
  ),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/, "cursor is invalid"))),
});

export const AUDIT_CSV_HEADERS = ["At", "Actor", "Action", "Target", "Detail"] as const;

/** One CSV record: formulas neutralised and fields quoted exactly like the responses export. */
export function auditCsvLine(e: AuditEntry): string {
  const cells: Cell[] = [e.at, e.actor, e.action, e.target, e.detail ? JSON.stringify(e.detail) : null];
  return csvLine(cells);
}

export const auditCsvHeaderLine = (): string => csvLine(AUDIT_CSV_HEADERS);

/** e.g. audit-log-2026-11-22T21-45-00.csv (UTC), like the responses export's name. */
export const auditFileName = (now: Date): string => `audit-log-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.csv`;

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys were stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields an admin edit changes, each with its old and new value, for the audit log (equal values left out). */
export function editedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { field: string; old: unknown; new: unknown }[] {
  const changes: { field: string; old: unknown; new: unknown }[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field] ?? null;
    if (canonical(old) !== canonical(value)) changes.push({ field, old, new: value });
  }
  return changes;
}
