import type { CultureScores, FinalType } from "../../schema/assessment/scoring";
import { emptyLedger, type Ledger } from "../../schema/anonymity/publish-step";
import {
  roundForManager,
  stepRound,
  type ManagerMemberRow,
  type ManagerView,
  type StoredFigure,
} from "../../schema/teams/map/manager-view";
import { teamProfile } from "../../schema/teams/teams";
import { roundActions } from "./team-actions";
import { teamMemberFacts } from "./team-members";
import { roundWindow } from "./team-rounds";

const AUDIENCE = "manager";
type Stored = { ledger: Ledger<StoredFigure>; version: number };
type Row = [string, number, string, string | null, string | null, number | null];

// One ledger per team for all its manager links: every such link shows the same figures, and no team's figures cover another's people.
const ledgerKey = (teamId: string) => `team:${teamId}`;

async function readLedger(d1: D1Database, teamId: string): Promise<Stored | null> {
  const row = await d1
    .prepare("SELECT figure, version FROM published_figures WHERE audience = ? AND figure_key = ?")
    .bind(AUDIENCE, ledgerKey(teamId))
    .first<{ figure: string; version: number }>();
  return row && { ledger: JSON.parse(row.figure) as Ledger<StoredFigure>, version: row.version };
}

/** Stores the ledger only over the version it replaces: of two views publishing at once, one wins and the other reads what won. */
async function storeLedger(d1: D1Database, teamId: string, last: Stored | null, ledger: Ledger<StoredFigure>, now: Date): Promise<boolean> {
  const figure = JSON.stringify(ledger);
  const result = last
    ? await d1
        .prepare(
          "UPDATE published_figures SET figure = ?, version = version + 1, published_at = ? WHERE audience = ? AND figure_key = ? AND version = ?",
        )
        .bind(figure, now.getTime(), AUDIENCE, ledgerKey(teamId), last.version)
        .run()
    : await d1
        .prepare(
          "INSERT INTO published_figures (audience, figure_key, figure, version, published_at) VALUES (?, ?, ?, 1, ?) ON CONFLICT DO NOTHING",
        )
        .bind(AUDIENCE, ledgerKey(teamId), figure, now.getTime())
        .run();
  return result.meta.changes === 1;
}

/** The members who completed while the round was open; `version` moves with any change to their values or their consent. */
async function roundMembers(d1: D1Database, teamId: string, round: number): Promise<ManagerMemberRow[]> {
  const window = await roundWindow(d1, teamId, round);
  const rows = await d1
    .prepare(
      `SELECT id, updated_at, name, final_type, culture_compatibility_scores, manager_share_at FROM assessment_responses
       WHERE team_id = ? AND is_completed = 1 AND completed_at >= ? AND completed_at < ?`,
    )
    .bind(teamId, window.fromMs, window.toMs ?? Number.MAX_SAFE_INTEGER)
    .raw<Row>();
  return rows.map(([id, updatedAt, name, type, scores, shareAt]) => ({
    id,
    version: updatedAt,
    name,
    finalType: type ? (JSON.parse(type) as FinalType) : null,
    cultureScores: scores ? (JSON.parse(scores) as CultureScores) : null,
    sharesType: shareAt !== null,
  }));
}

/**
 * GET /api/manager/:token (decision 083, 084): the open round and the one before, each as last published to the team's managers,
 * published again once the floor's number of its people changed; by name only the members who share their type with the manager.
 */
export async function managerView(
  d1: D1Database,
  input: { teamId: string; team: { name: string; organisation: string | null }; round: number; expiresAt: Date },
  now: Date,
  floor: number,
): Promise<ManagerView> {
  const { teamId, round } = input;
  const [last, facts, current, previous, actions] = await Promise.all([
    readLedger(d1, teamId),
    teamMemberFacts(d1, teamId),
    roundMembers(d1, teamId, round),
    round > 1 ? roundMembers(d1, teamId, round - 1) : Promise.resolve(null),
    roundActions(d1, teamId),
  ]);
  const profile = teamProfile(facts)?.profile ?? null;
  let ledger = last?.ledger ?? emptyLedger<StoredFigure>();
  const previousStep = previous && stepRound(ledger, round - 1, previous, profile, now.getTime(), floor);
  if (previousStep) ledger = previousStep.ledger;
  const currentStep = stepRound(ledger, round, current, profile, now.getTime(), floor);
  ledger = currentStep.ledger;
  let shownPrevious = previousStep?.shown ?? null;
  let shownCurrent = currentStep.shown;
  if ((previousStep?.stepped || currentStep.stepped) && !(await storeLedger(d1, teamId, last, ledger, now))) {
    // Another view published first: show what it stored, never a figure the ledger does not hold.
    const won = (await readLedger(d1, teamId))?.ledger ?? emptyLedger<StoredFigure>();
    shownPrevious = won.groups[`round:${round - 1}`] ?? null;
    shownCurrent = won.groups[`round:${round}`] ?? null;
  }
  const named = current.filter((m) => m.sharesType);
  // Known to the manager: anyone who shares their type, in either round (a conservative set: one not listed hides more, never less).
  const namedIds = new Set([...current, ...(previous ?? [])].filter((m) => m.sharesType).map((m) => m.id));
  return {
    team: input.team,
    round,
    profile,
    current: roundForManager(round, shownCurrent, currentStep.needed, namedIds, floor),
    previous: previous && roundForManager(round - 1, shownPrevious, previousStep?.needed ?? 0, namedIds, floor),
    named: named.map((m) => ({ name: m.name, type: m.finalType })).sort((a, b) => a.name.localeCompare(b.name)),
    actions: actions?.items ?? [],
    floor,
    expiresAt: input.expiresAt.toISOString(),
  };
}
