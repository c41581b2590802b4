import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseRecord, ResponseUpdate } from "../../schema/admin";
import type { FinalType } from "../../schema/scoring";
import { recordColumns, toRecord } from "./response-record";
import { searchTextOf } from "./search-text";
import { assessmentResponses as t } from "./tables";

export type UpdateResult = { kind: "updated"; record: ResponseRecord } | { kind: "not-found" } | { kind: "conflict" };

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === "" ? null : v);

/**
 * Applies an admin edit: only the given fields, updatedAt bumped, search_text recomputed from the
 * merged row. The revision stays the device's own counter, so the device's next save is still newer.
 * A respondent save landing between our read and write would make search_text stale, so the write is
 * conditional on the row being unchanged and retried a few times.
 */
export async function updateResponse(d1: D1Database, id: string, patch: ResponseUpdate, now: Date): Promise<UpdateResult> {
  const db = drizzle(d1);
  const set = {
    name: patch.name,
    email: patch.email,
    phoneNumber: blankToNull(patch.phoneNumber),
    jobTitle: patch.jobTitle,
    companyWebsite: blankToNull(patch.companyWebsite),
    linkedinProfile: patch.linkedinProfile,
    demographicData: patch.demographicData,
    finalType: patch.finalType,
    // DESIGN §5: an admin's final type wins over later recomputation by the save path.
    finalTypeOverridden: patch.finalType ? true : undefined,
    updatedAt: now,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const [current] = await db.select(recordColumns).from(t).where(eq(t.id, id));
    if (!current) return { kind: "not-found" };
    const merged = { ...current, ...definedOnly(set) };
    const searchText = searchTextOf(merged, merged.finalType as FinalType | null);
    const [updated] = await db
      .update(t)
      .set({ ...set, searchText })
      .where(and(eq(t.id, id), eq(t.revision, current.revision), eq(t.updatedAt, current.updatedAt)))
      .returning(recordColumns);
    if (updated) return { kind: "updated", record: toRecord(updated) };
  }
  return { kind: "conflict" };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
