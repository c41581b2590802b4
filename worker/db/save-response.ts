import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { demographicsToStore } from "../../schema/consent";
import { SCHEMA_VERSION } from "../../schema/constants";
import type { ApiError, SaveAnswer, SavePayload } from "../../schema/payload";
import { computeFinalType, cultureScores } from "../../schema/scoring";
import { rankingsToStore } from "../../schema/skipped-ranking";
import { decideSave } from "../../schema/upsert";
import { isErased } from "./erase-response";
import { assessmentResponses as t } from "./tables";
import { sha256Hex } from "./hash";
import { rowWhere } from "./row-where";
import { searchPrefixOf, searchTextOf, storedTypeText } from "./search-text";

const tooManyNew: ApiError = {
  error: "Too many new responses from this address; try again later",
  issues: [{ path: "id", message: "The creation rate limit for this address is reached; see Retry-After" }],
};

type SaveResult = { status: 200; body: SaveAnswer } | { status: 403 | 410 | 429; body: ApiError };

/** Asked once per save that would create a new response (the creation rate limit); true lets it in. */
export type CreationGate = () => Promise<boolean>;

/**
 * DESIGN §3 idempotent upsert in one statement: the conditional update below is decideSave()
 * (schema/upsert.ts) written in SQL, so concurrent saves cannot interleave between read and write.
 * The statement creates a row only once `mayCreate` allowed it, so an update of an existing response
 * stays one statement and never asks the limiter; a creation takes two. Only when nothing was written
 * do we read the row back, to tell "stale" from "other token" (or, when refused, from "new").
 */
export async function saveResponse(d1: D1Database, p: SavePayload, completes: boolean, mayCreate: CreationGate): Promise<SaveResult> {
  const db = drizzle(d1);
  const tokenHash = await sha256Hex(p.writeToken);
  const pageRankings = rankingsToStore(p, completes);
  const finalType = computeFinalType({ ...p, pageRankings });
  const scores = p.cultureCompatibilityResponses ? cultureScores(p.cultureCompatibilityResponses) : null;
  const now = new Date();
  const demographics = demographicsToStore(p);
  const row = {
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
    // Demographic answers only with the respondent's consent (time and text version); declining stores none.
    demographicData: demographics.demographicData,
    demographicConsentAt: demographics.consent ? new Date(demographics.consent.at) : null,
    demographicConsentVersion: demographics.consent?.version ?? null,
    finalType,
    cultureCompatibilityResponses: p.cultureCompatibilityResponses ?? null,
    cultureCompatibilityScores: scores,
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
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const exists = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${p.id})`;
  const upsert = (create: boolean) => db
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
        demographicConsentAt: excluded("demographic_consent_at"),
        demographicConsentVersion: excluded("demographic_consent_version"),
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
  const read = () => db.select({ revision: t.revision, writeTokenHash: t.writeTokenHash, isCompleted: t.isCompleted }).from(t).where(eq(t.id, p.id));

  const [updated] = await upsert(false);
  if (updated) return { status: 200, body: { id: p.id, revision: updated.revision, isCompleted: updated.isCompleted } };
  // Nothing updated: a new response, or (rarely) a stale resend or another device's token. Asking the
  // limiter before reading saves a creation one statement; a resend then counts once, but is never refused.
  const allowed = await mayCreate();
  if (allowed) {
    const [created] = await upsert(true);
    if (created) return { status: 200, body: { id: p.id, revision: created.revision, isCompleted: created.isCompleted } };
  }
  const [stored] = await read();
  // No row and nothing written: the erasure's trigger skipped the insert (DESIGN §10); the device drops the save.
  if (!stored && (await isErased(d1, p.id))) {
    return { status: 410, body: { error: "This response was erased", issues: [{ path: "id", message: "The respondent's data was erased at their request" }] } };
  }
  if (!stored && !allowed) return { status: 429, body: tooManyNew };
  const decision = decideSave(stored ?? null, { revision: p.revision, writeTokenHash: tokenHash, completes });
  if (decision.kind === "forbidden" || !stored) {
    return {
      status: 403,
      body: { error: "This response belongs to another device", issues: [{ path: "writeToken", message: "writeToken does not match this response" }] },
    };
  }
  return { status: 200, body: { id: p.id, revision: stored.revision, isCompleted: stored.isCompleted } };
}
