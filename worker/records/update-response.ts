import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseRecord, ResponseUpdate } from "../../schema/records/admin";
import { editedFields } from "../../schema/records/audit";
import type { FinalType } from "../../schema/assessment/scoring";
import type { Actor } from "./audit";
import { recordColumns, toRecord } from "./response-record";
import { searchTextOf } from "./search-text";
import { assessmentResponses as t, auditLog } from "../db/tables";

export type UpdateResult =
  { kind: "updated"; record: ResponseRecord } | { kind: "not-found" } | { kind: "conflict" } | { kind: "no-consent" };

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === "" ? null : v);

/**
 * Applies an admin edit: only the given fields, updatedAt bumped, search_text recomputed from the
 * merged row. The revision stays the device's own counter, so the device's next save is still newer.
 * A respondent save landing between our read and write would make search_text stale, so the write is
 * conditional on the row being unchanged and retried a few times. Each changed field is recorded in
 * the audit log (field, old, new) in the same batch, only if the update applied (docs/admin.md#audit-log).
 */
export async function updateResponse(d1: D1Database, id: string, patch: ResponseUpdate, now: Date, actor: Actor): Promise<UpdateResult> {
  const db = drizzle(d1);
  const fields = {
    name: patch.name,
    email: patch.email,
    phoneNumber: blankToNull(patch.phoneNumber),
    jobTitle: patch.jobTitle,
    companyWebsite: blankToNull(patch.companyWebsite),
    linkedinProfile: patch.linkedinProfile,
    demographicData: patch.demographicData,
    finalType: patch.finalType,
  };
  const set = {
    ...fields,
    // docs/architecture.md#scoring: an admin's final type wins over later recomputation by the save path.
    finalTypeOverridden: patch.finalType ? true : undefined,
    updatedAt: now,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const [current] = await db.select(recordColumns).from(t).where(eq(t.id, id));
    if (!current) return { kind: "not-found" };
    // docs/admin.md#identity-audit-and-data-rights: a respondent who declined the survey (no consent, no answers) gets no demographic data
    // from an admin either.
    if (patch.demographicData && !current.demographicConsentAt && !current.demographicData) return { kind: "no-consent" };
    const merged = { ...current, ...definedOnly(set) };
    const searchText = searchTextOf(merged, merged.finalType as FinalType | null);
    const changes = editedFields(current, definedOnly(fields));
    const [[updated]] = await db.batch([
      db
        .update(t)
        .set({ ...set, searchText })
        .where(and(eq(t.id, id), eq(t.revision, current.revision), eq(t.updatedAt, current.updatedAt)))
        .returning(recordColumns),
      // One entry per changed field, written only when the row now carries this edit's updatedAt.
      db.insert(auditLog).select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            at: sql<Date>`${now.getTime()}`.as("at"),
            actorId: sql<string | null>`${actor.id}`.as("actor_id"),
            actor: sql<string>`${actor.email}`.as("actor"),
            action: sql<string>`'response.edit'`.as("action"),
            target: sql<string>`${id}`.as("target"),
            detail: sql<string>`value`.as("detail"),
            redacted: sql<boolean>`0`.as("redacted"),
          })
          .from(sql`json_each(${JSON.stringify(changes)})`)
          .where(sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${id} AND ${t.updatedAt} = ${now.getTime()})`),
      ),
    ]);
    if (updated) return { kind: "updated", record: toRecord(updated) };
  }
  return { kind: "conflict" };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
