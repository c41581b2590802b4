import { eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { SCHEMA_VERSION } from "../../schema/constants";
import type { ApiError, SavePayload } from "../../schema/payload";
import { computeFinalType, cultureScores } from "../../schema/scoring";
import { rankingsToStore } from "../../schema/skipped-ranking";
import { assessmentResponses as t } from "./tables";
import { rowWhere } from "./row-where";
import { searchPrefixOf, searchTextOf, storedTypeText } from "./search-text";

/** Asked once per save that would create a new response (the creation rate limit); true lets it in. */
export type CreationGate = () => Promise<boolean>;

export const TOO_MANY_NEW: ApiError = {
  error: "Too many new responses from this address; try again later",
  issues: [{ path: "id", message: "The creation rate limit for this address is reached; see Retry-After" }],
};

export const NOT_YOURS: ApiError = {
  error: "This response belongs to another device",
  issues: [{ path: "writeToken", message: "writeToken does not match this response" }],
};

export type SaveRow = ReturnType<typeof saveRow>;

/** The row a save writes: the payload's fields plus what the server computes (DESIGN §5, §9). */
export function saveRow(p: SavePayload, completes: boolean, tokenHash: string, now: Date) {
  const pageRankings = rankingsToStore(p, completes);
  const finalType = computeFinalType({ ...p, pageRankings });
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phoneNumber: p.phoneNumber ?? null,
    jobTitle: p.jobTitle,
    companyWebsite: p.companyWebsite ?? null,
    linkedinProfile: p.linkedinProfile,
    userFlow: p.userFlow,
    attractionResponses: p.attractionResponses,
    pursuerResponses: p.pursuerResponses,
    pageRankings,
    demographicData: p.demographicData ?? null,
    finalType,
    cultureCompatibilityResponses: p.cultureCompatibilityResponses ?? null,
    cultureCompatibilityScores: p.cultureCompatibilityResponses ? cultureScores(p.cultureCompatibilityResponses) : null,
    completionTimeSeconds: p.completionTimeSeconds ?? null,
    isCompleted: completes,
    completedAt: now,
    updatedAt: now,
    createdAt: now,
    revision: p.revision,
    writeTokenHash: tokenHash,
    lastStep: p.step,
    deviceId: p.deviceId ?? null,
    schemaVersion: p.schemaVersion ?? SCHEMA_VERSION,
    searchText: searchTextOf(p, finalType),
    // DESIGN §9: the code resolves to an open team in the same statement; unknown or archived leaves no team.
    teamCode: p.teamCode ?? null,
    teamId: p.teamCode ? sql`(SELECT id FROM teams WHERE code = ${p.teamCode} AND archived = 0)` : null,
  };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * DESIGN §3 idempotent upsert in one statement: the conditional update is decideSave()
 * (schema/upsert.ts) written in SQL, so concurrent saves cannot interleave between read and write.
 * `create` false only updates an existing response (the row comes from `SELECT ... WHERE EXISTS`);
 * true inserts a new one (only once the creation limit allowed it). Returns the row it wrote, if any.
 */
export function upsertSave(db: DrizzleD1Database, p: SavePayload, row: SaveRow, create: boolean) {
  const exists = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${p.id})`;
  return db
    .insert(t)
    .select(rowWhere(t, row, create ? sql`1` : exists))
    .onConflictDoUpdate({
      target: t.id,
      set: {
        name: excluded("name"),
        email: excluded("email"),
        phoneNumber: excluded("phone_number"),
        jobTitle: excluded("job_title"),
        companyWebsite: excluded("company_website"),
        linkedinProfile: excluded("linkedin_profile"),
        userFlow: excluded("user_flow"),
        attractionResponses: excluded("attraction_responses"),
        pursuerResponses: excluded("pursuer_responses"),
        pageRankings: excluded("page_rankings"),
        demographicData: excluded("demographic_data"),
        // An admin's manual final type wins and is never recomputed away.
        finalType: sql`CASE WHEN ${t.finalTypeOverridden} THEN ${t.finalType} ELSE excluded.final_type END`,
        cultureCompatibilityResponses: excluded("culture_compatibility_responses"),
        cultureCompatibilityScores: excluded("culture_compatibility_scores"),
        completionTimeSeconds: excluded("completion_time_seconds"),
        // completedAt is the moment it first completed (a completed row is only updated by a final save).
        isCompleted: sql`${t.isCompleted} OR excluded.is_completed`,
        completedAt: sql`CASE WHEN NOT ${t.isCompleted} AND excluded.is_completed THEN excluded.completed_at ELSE ${t.completedAt} END`,
        updatedAt: excluded("updated_at"),
        revision: excluded("revision"),
        lastStep: excluded("last_step"),
        deviceId: sql`COALESCE(excluded.device_id, ${t.deviceId})`,
        schemaVersion: excluded("schema_version"),
        // A team once set (by its code or by an admin) stays; a later save only fills a missing one.
        teamId: sql`COALESCE(${t.teamId}, excluded.team_id)`,
        teamCode: sql`COALESCE(excluded.team_code, ${t.teamCode})`,
        // With an admin's final type, the respondent's own fields still refresh the searchable text.
        searchText: sql`CASE WHEN ${t.finalTypeOverridden} THEN ${searchPrefixOf(p)} || ${storedTypeText(t.searchText)} ELSE excluded.search_text END`,
      },
      // decideSave: same token, newer revision, and once completed only a final save.
      setWhere: sql`${t.writeTokenHash} = excluded.write_token_hash AND excluded.revision > ${t.revision} AND (NOT ${t.isCompleted} OR excluded.is_completed)`,
    })
    .returning({ revision: t.revision, isCompleted: t.isCompleted });
}

/** What decideSave needs of a stored response, to tell a stale resend from another device's token. */
export function readStored(db: DrizzleD1Database, id: string) {
  return db.select({ revision: t.revision, writeTokenHash: t.writeTokenHash, isCompleted: t.isCompleted }).from(t).where(eq(t.id, id));
}
