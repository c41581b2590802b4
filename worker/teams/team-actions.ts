import type { ActionCreate, ActionStatus, ActionUpdate, TeamAction } from "../../schema/teams/map/team-actions";

type Row = { id: string; round: number; what: string; owner: string; due: string; status: ActionStatus; updatedAt: number };
const COLUMNS = "id, round, what, owner, due, status, updated_at AS updatedAt";
const toAction = (r: Row): TeamAction => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });

/** The team's open round and its actions, oldest first; null for an unknown team. */
export async function roundActions(d1: D1Database, teamId: string): Promise<{ round: number; items: TeamAction[] } | null> {
  const team = await d1.prepare("SELECT current_round AS round FROM teams WHERE id = ?").bind(teamId).first<{ round: number }>();
  if (!team) return null;
  const rows = await d1
    .prepare(`SELECT ${COLUMNS} FROM team_actions WHERE team_id = ? AND round = ? ORDER BY created_at, id`)
    .bind(teamId, team.round)
    .all<Row>();
  return { round: team.round, items: rows.results.map(toAction) };
}

/**
 * A new open action in the team's open round, unless the round holds `max` already; the count and the insert are one statement, so
 * two admins adding at once cannot make a sixth.
 */
export async function addAction(
  d1: D1Database,
  teamId: string,
  round: number,
  a: ActionCreate,
  max: number,
  now: Date,
): Promise<TeamAction | null> {
  const id = crypto.randomUUID();
  const result = await d1
    .prepare(
      `INSERT INTO team_actions (id, team_id, round, what, owner, due, status, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7, ?7 WHERE (SELECT COUNT(*) FROM team_actions WHERE team_id = ?2 AND round = ?3) < ?8`,
    )
    .bind(id, teamId, round, a.what, a.owner, a.due, now.getTime(), max)
    .run();
  return result.meta.changes === 1 ? { id, round, ...a, status: "open", updatedAt: now.toISOString() } : null;
}

/** The action as it was and as it is after the change; null for an action not of this team. */
export async function updateAction(
  d1: D1Database,
  teamId: string,
  actionId: string,
  change: ActionUpdate,
  now: Date,
): Promise<{ before: TeamAction; after: TeamAction } | null> {
  const row = await d1.prepare(`SELECT ${COLUMNS} FROM team_actions WHERE id = ? AND team_id = ?`).bind(actionId, teamId).first<Row>();
  if (!row) return null;
  const before = toAction(row);
  const after: TeamAction = {
    ...before,
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    updatedAt: now.toISOString(),
  };
  await d1
    .prepare("UPDATE team_actions SET what = ?, owner = ?, due = ?, status = ?, updated_at = ? WHERE id = ?")
    .bind(after.what, after.owner, after.due, after.status, now.getTime(), actionId)
    .run();
  return { before, after };
}
