import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { UNASSIGNED_TEAM } from "../../schema/team-api";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseList } from "../../schema/admin";
import { encodeCursor, type Cursor } from "./cursor";
import { listItemFor } from "../../schema/response-views";
import type { Role } from "../../schema/roles";
import { afterCursor, listColumns, NEWEST_FIRST, toListSource } from "./response-record";
import { assessmentResponses as t } from "./tables";

/**
 * search_text holds the docs/product.md#constants search fields lower-cased (worker/db/search-text.ts), so lower-casing the
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

/** One page of list rows as `role` may read them (schema/response-views.ts). */
export async function listResponses(
  d1: D1Database,
  role: Role,
  q: { search: string; limit: number; cursor: Cursor | null; team?: string | undefined },
): Promise<ResponseList> {
  const rows = await drizzle(d1)
    .select(listColumns)
    .from(t)
    .where(and(searchCondition(q.search), teamCondition(q.team), q.cursor ? afterCursor(q.cursor) : undefined))
    .orderBy(...NEWEST_FIRST)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ completedAtMs: last.completedAt.getTime(), id: last.id }) : null;
  return { items: page.map((row) => listItemFor(role, toListSource(row))), nextCursor };
}
