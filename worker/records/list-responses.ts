import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { UNASSIGNED_TEAM } from "../../schema/teams/team-api";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseList } from "../../schema/records/admin";
import type { Language } from "../../schema/assessment/languages";
import { encodeCursor, type Cursor } from "./cursor";
import { listItemFor } from "../../schema/records/response-views";
import type { Role } from "../../schema/identity/roles";
import { afterCursor, listColumns, NEWEST_FIRST, toListSource } from "./response-record";
import { assessmentResponses as t } from "../db/tables";

/**
 * search_text holds the docs/product.md#constants search fields lower-cased (worker/records/search-text.ts), so lower-casing the
 * term makes it case-insensitive for all of Unicode. instr() rather than LIKE: D1 caps a LIKE pattern at
 * 50 bytes (a long email failed with 500), and instr has no pattern, so no wildcard needs escaping (decision 011).
 */
export function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  return term ? sql`instr(${t.searchText}, ${term}) > 0` : undefined;
}

/** One team's responses (the partial team index serves the order), or those whose code found no team. */
export function teamCondition(team: string | undefined): SQL | undefined {
  if (!team) return undefined;
  return team === UNASSIGNED_TEAM ? and(isNull(t.teamId), isNotNull(t.teamCode)) : eq(t.teamId, team);
}

/**
 * The responses taken in one language; "en" includes those saved before languages (null, decision 051).
 * Alone, the expression is responses_language_idx's own, so a filtered page is one index range in list
 * order. Beside a search or a team it is written with ifnull(), the same value in an expression no index
 * has: left to choose, SQLite took the language index there too and looked up every row of a common
 * language, 350–470 ms at 100,000 responses, where the list index (search) or the team index reads only
 * the candidates (docs/performance.md, admin).
 */
export function languageCondition(language: Language | undefined, { narrowedElsewhere = false } = {}): SQL | undefined {
  if (!language) return undefined;
  return narrowedElsewhere ? sql`ifnull(${t.language}, 'en') = ${language}` : sql`coalesce(${t.language}, 'en') = ${language}`;
}

export type ListQuery = {
  search: string;
  limit: number;
  cursor: Cursor | null;
  team?: string | undefined;
  language?: Language | undefined;
};

/** The rows a list query asks for, before its order and limit. */
export function listWhere(q: Omit<ListQuery, "limit">): SQL | undefined {
  const search = searchCondition(q.search);
  const team = teamCondition(q.team);
  const language = languageCondition(q.language, { narrowedElsewhere: Boolean(search || team) });
  return and(search, team, language, q.cursor ? afterCursor(q.cursor) : undefined);
}

/** One page of list rows as `role` may read them (schema/records/response-views.ts). */
export async function listResponses(d1: D1Database, role: Role, q: ListQuery): Promise<ResponseList> {
  const rows = await drizzle(d1)
    .select(listColumns)
    .from(t)
    .where(listWhere(q))
    .orderBy(...NEWEST_FIRST)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ completedAtMs: last.completedAt.getTime(), id: last.id }) : null;
  return { items: page.map((row) => listItemFor(role, toListSource(row))), nextCursor };
}
