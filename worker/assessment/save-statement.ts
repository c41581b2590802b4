import { getTableColumns, is, Placeholder, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { demographicsToStore } from "../../schema/save/consent";
import { SCHEMA_VERSION } from "../../schema/constants";
import type { ApiError, SavePayload } from "../../schema/save/payload";
import { FINAL_CONTENT, type FinalContentKey } from "../../schema/save/save-decision";
import { computeFinalType, cultureScores } from "../../schema/assessment/scoring";
import { rankingsToStore } from "../../schema/assessment/skipped-ranking";
import { assessmentResponses as t } from "../db/tables";
import { rowWhere } from "../records/row-where";
import { searchPrefixOf, searchTextOf, storedTypeText } from "../records/search-text";

/** Asked once per save that would create a new response (the creation rate limit); true lets it in. */
export type CreationGate = () => Promise<boolean>;

export const TOO_MANY_NEW: ApiError = {
  error: "Too many new responses from this address; try again later",
  issues: [{ path: "id", message: "The creation rate limit for this address is reached; see Retry-After" }],
};

export const ERASED: ApiError = {
  error: "This response was erased",
  issues: [{ path: "id", message: "The respondent's data was erased at their request" }],
};

/** A completed response is final (decision 029); the issues name the fields the save would change. */
export const finalConflict = (fields: string[]): ApiError => ({
  error: "This response is completed and can no longer be changed",
  issues: fields.map((path) => ({ path, message: "A completed response is final; only an administrator can edit it" })),
});

export const NOT_YOURS: ApiError = {
  error: "This response belongs to another device",
  issues: [{ path: "writeToken", message: "writeToken does not match this response" }],
};

/** What a save writes: everything but its token, which arrives as its hash (tokenHash). */
export type StoredSave = Omit<SavePayload, "writeToken">;

type Row = typeof t.$inferInsert;
/** The columns a save writes (the rest keep their defaults on insert and their values on update). */
type Written = Omit<Required<Row>, "finalTypeOverridden">;

/** The row a save writes: the payload's fields plus what the server computes (docs/architecture.md#scoring, docs/teams.md#the-rules). */
function rowOf(p: StoredSave, completes: boolean, tokenHash: string, now: Date): Written {
  const pageRankings = rankingsToStore(p, completes);
  const finalType = computeFinalType({ ...p, pageRankings });
  const demographics = demographicsToStore(p);
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
    // Demographic answers only with the respondent's consent (time and text version); declining stores none.
    demographicData: demographics.demographicData,
    demographicConsentAt: demographics.consent ? new Date(demographics.consent.at) : null,
    demographicConsentVersion: demographics.consent?.version ?? null,
    // Decision 084: only a team's member can share their type with its manager.
    managerShareAt: p.teamCode && p.managerShare ? new Date(p.managerShare.at) : null,
    managerShareVersion: p.teamCode && p.managerShare ? p.managerShare.version : null,
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
    teamCode: p.teamCode ?? null,
    language: p.language ?? null,
    // Resolved by the statement itself (below); the value here is never bound.
    teamId: null,
  };
}

const COLUMNS = getTableColumns(t);
const WRITTEN = Object.keys(COLUMNS).filter((k): k is keyof Written => k !== "finalTypeOverridden");

/** A save's values as D1 binds them (JSON as text, dates as milliseconds, booleans as 0/1), by placeholder name. */
export type SaveValues = Record<string, unknown>;

export function saveValues(p: StoredSave, completes: boolean, tokenHash: string, now: Date): SaveValues {
  const row = rowOf(p, completes, tokenHash, now);
  const values: SaveValues = { searchPrefix: searchPrefixOf(p) };
  for (const key of WRITTEN) {
    const value = row[key];
    values[key] = value === null || value === undefined ? null : COLUMNS[key].mapToDriverValue(value);
  }
  return values;
}

const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;
// The code resolves to an open team in the same statement, and only as the save's own audience's code
// (docs/teams.md): an IC's code on a manager's save, an unknown or archived code, or none leaves no team.
// SQLite answers it from the three unique code indexes (MULTI-INDEX OR), not a scan of the teams.
const code = sql.placeholder("teamCode");
const flow = sql.placeholder("userFlow");
const teamOfCode = sql`(SELECT id FROM teams WHERE archived = 0 AND ((${flow} = 'ic' AND code = ${code}) OR (${flow} = 'manager' AND manager_code = ${code}) OR (${flow} = 'ceo' AND ceo_code = ${code})))`;

/** A save's new value of a column: a placeholder (UPDATE) or the row the INSERT proposed (`excluded.x`). */
type Next = (key: keyof Written) => SQL;

/**
 * What a save can change in an existing response. D1 prepares every statement anew and each bound value
 * costs (≈ 3 µs locally, decision 023), so a save's UPDATE leaves out what it cannot change: a partial
 * save never changes completion (no save writes a completed response), and a save without a team
 * code never changes the team.
 */
type Shape = { completes: boolean; team: boolean };
const EVERYTHING: Shape = { completes: true, team: true };

/** What a save changes in an existing response; the right-hand sides see the row as it was. */
function changes(next: Next, shape: Shape) {
  const all = {
    name: next("name"),
    email: next("email"),
    phoneNumber: next("phoneNumber"),
    jobTitle: next("jobTitle"),
    companyWebsite: next("companyWebsite"),
    linkedinProfile: next("linkedinProfile"),
    userFlow: next("userFlow"),
    attractionResponses: next("attractionResponses"),
    pursuerResponses: next("pursuerResponses"),
    pageRankings: next("pageRankings"),
    demographicData: next("demographicData"),
    demographicConsentAt: next("demographicConsentAt"),
    demographicConsentVersion: next("demographicConsentVersion"),
    managerShareAt: next("managerShareAt"),
    managerShareVersion: next("managerShareVersion"),
    // An admin's manual final type wins and is never recomputed away.
    finalType: sql`CASE WHEN ${t.finalTypeOverridden} THEN ${t.finalType} ELSE ${next("finalType")} END`,
    cultureCompatibilityResponses: next("cultureCompatibilityResponses"),
    cultureCompatibilityScores: next("cultureCompatibilityScores"),
    completionTimeSeconds: next("completionTimeSeconds"),
    // Only an unfinished row is written (decides): a final save completes it now, a partial keeps its time.
    isCompleted: next("isCompleted"),
    completedAt: sql`CASE WHEN ${next("isCompleted")} THEN ${next("completedAt")} ELSE ${t.completedAt} END`,
    updatedAt: next("updatedAt"),
    revision: next("revision"),
    lastStep: next("lastStep"),
    deviceId: sql`COALESCE(${next("deviceId")}, ${t.deviceId})`,
    schemaVersion: next("schemaVersion"),
    // A team once set (by its code or by an admin) stays; a later save only fills a missing one.
    teamId: sql`COALESCE(${t.teamId}, ${next("teamId")})`,
    teamCode: sql`COALESCE(${next("teamCode")}, ${t.teamCode})`,
    // The last save's language wins; a save without one (an app from before languages) leaves it as it is.
    language: sql`COALESCE(${next("language")}, ${t.language})`,
    // With an admin's final type, the respondent's own fields still refresh the searchable text.
    searchText: sql`CASE WHEN ${t.finalTypeOverridden} THEN ${sql.placeholder("searchPrefix")} || ${storedTypeText(t.searchText)} ELSE ${next("searchText")} END`,
  };
  const { isCompleted, completedAt, teamId, teamCode, ...always } = all;
  return { ...always, ...(shape.completes ? { isCompleted, completedAt } : {}), ...(shape.team ? { teamId, teamCode } : {}) };
}

/**
 * decideSave (schema/save/save-decision.ts) in SQL: same token, newer revision, and never a completed response (it
 * is final, decision 029). No column is compared here: an identical resend writes nothing either, and the
 * read after an unwritten save tells it from a change (readStatement), so a save binds no extra value.
 */
const decides = (next: Next) =>
  sql`${t.writeTokenHash} = ${next("writeTokenHash")} AND ${next("revision")} > ${t.revision} AND NOT ${t.isCompleted}`;

/** The same for an UPDATE, whose values are placeholders. */
const decidesUpdate = () =>
  sql`${t.writeTokenHash} = ${slot("writeTokenHash")} AND ${slot("revision")} > ${t.revision} AND NOT ${t.isCompleted}`;

/**
 * docs/architecture.md#the-sync-protocol idempotent save in one statement, decideSave written into its WHERE, so concurrent saves
 * cannot interleave between read and write. `create` false is a plain UPDATE of an existing response
 * (the common save: cheaper for SQLite than an upsert that first tries to insert); true is the upsert
 * that inserts a new response (only once the creation limit allowed it) or, if another request created
 * it meanwhile, updates it by the same rule. Every value is a named placeholder.
 */
function saveQuery(d1: D1Database, create: boolean, shape: Shape) {
  if (!create) {
    const next: Next = (key) => (key === "teamId" ? teamOfCode : slot(key));
    return drizzle(d1)
      .update(t)
      .set(changes(next, shape))
      .where(sql`${t.id} = ${slot("id")} AND ${decidesUpdate()}`);
  }
  const row = Object.fromEntries(WRITTEN.map((key) => [key, key === "teamId" ? teamOfCode : slot(key)])) as Record<keyof Written, SQL>;
  const excluded: Next = (key) => sql.raw(`excluded.${COLUMNS[key].name}`);
  return drizzle(d1)
    .insert(t)
    .select(rowWhere(t, row, sql`1`))
    .onConflictDoUpdate({ target: t.id, set: changes(excluded, EVERYTHING), setWhere: decides(excluded) });
}

/** The SQL text and, per parameter, its placeholder's name or its constant value. */
type Compiled = { sql: string; params: ({ name: string } | { value: unknown })[] };

/**
 * Drizzle's builder costs about 0.2 ms a save (docs/performance.md); the statements' texts never
 * change, so each is built once per isolate and a save only binds its values.
 */
const compiled = new Map<string, Compiled>();

function compile(d1: D1Database, create: boolean, shape: Shape): Compiled {
  const key = create ? "create" : `update ${shape.completes} ${shape.team}`;
  let c = compiled.get(key);
  if (!c) {
    const query = saveQuery(d1, create, shape).toSQL();
    c = { sql: query.sql, params: query.params.map((p) => (is(p, Placeholder) ? { name: p.name } : { value: p })) };
    compiled.set(key, c);
  }
  return c;
}

/** Whether the upsert wrote the row (no RETURNING: writtenAnswer knows a written row's answer without it). */
export const wrote = (result: D1Result): boolean => result.meta.changes > 0;

/** The upsert of one save, ready to run alone (`.run()`) or in a batch; `wrote` tells whether it wrote. */
export function upsertStatement(d1: D1Database, values: SaveValues, create: boolean): D1PreparedStatement {
  const c = compile(d1, create, { completes: values.isCompleted === 1, team: values.teamCode !== null });
  return d1.prepare(c.sql).bind(...c.params.map((p) => ("name" in p ? values[p.name] : p.value)));
}

/** A stored response as decideSave needs it; for a final save also its content (FINAL_CONTENT, as stored). */
export type StoredRow = { revision: number; write_token_hash: string; is_completed: number } & Partial<Record<FinalContentKey, unknown>>;

const STATE = "SELECT revision, write_token_hash, is_completed";
// Named as the save's values are, so changedFields compares them key by key.
const CONTENT = FINAL_CONTENT.map((key) => `, ${COLUMNS[key].name} AS "${key}"`).join("");

/**
 * What decideSave needs of a stored response, to tell a stale resend from another device's token, and
 * an identical resend of a final save from a change. Only a final save reads the content: a partial
 * one never matches a completed response, and most reads (one per save in a batch) are partials.
 */
export function readStatement(d1: D1Database, id: string, completes: boolean): D1PreparedStatement {
  return d1.prepare(`${STATE}${completes ? CONTENT : ""} FROM assessment_responses WHERE id = ?`).bind(id);
}

export const storedState = (r: StoredRow) => ({
  revision: r.revision,
  writeTokenHash: r.write_token_hash,
  isCompleted: r.is_completed === 1,
});
