// The team map as a manager's link shows it (decision 083, 084): aggregates only, each round's figures published to the `manager`
// audience in steps (decision 081), and by name only the members who agreed to share their type with their team's manager. Pure.
import type { CultureScores, FinalType } from "../../assessment/scoring";
import { publishStep, type Ledger, type Published } from "../../anonymity/publish-step";
import { reportable } from "../../anonymity/reportable";
import { teamGaps, type Gap } from "./gaps";
import { meanScores } from "./geometry";
import type { TeamAction } from "./team-actions";
import { typeGrid, type TypeGrid } from "./type-grid";

/** A member of a round as the manager's figures read them; `version` changes whenever their values or their consent change. */
export type ManagerMemberRow = {
  id: string;
  version: number;
  name: string;
  finalType: FinalType | null;
  cultureScores: CultureScores | null;
  sharesType: boolean;
};

/**
 * A round's figures as stored in the ledger. `unnamed`: the ids not sharing their type when it was published; the grid counts
 * only them. Never sent: the view below is.
 */
export type StoredFigure = { grid: TypeGrid; mean: CultureScores | null; gaps: Gap[]; members: number; unnamed: string[] };

/** A round as the manager reads it: the figure last published, or nothing yet and how many more members it needs. */
export type ManagerRound =
  | {
      round: number;
      shown: true;
      /** The types of the members not named on the page; null while fewer than the floor of them are left unnamed. */
      grid: TypeGrid | null;
      mean: CultureScores | null;
      /** The gaps; those about colours only with the grid. */
      gaps: Gap[];
      members: number;
      asOf: string;
    }
  | { round: number; shown: false; needed: number };

/** A member who agreed to share their type with the team's manager; their culture answers stay out of it. */
export type NamedMember = { name: string; type: FinalType | null };

/** GET /api/manager/:token. */
export type ManagerView = {
  team: { name: string; organisation: string | null };
  round: number;
  profile: CultureScores | null;
  current: ManagerRound;
  previous: ManagerRound | null;
  named: NamedMember[];
  actions: TeamAction[];
  floor: number;
  expiresAt: string;
};

export const roundGroup = (round: number) => `round:${round}`;
const memberKey = (m: ManagerMemberRow) => `${m.id}@${m.version}`;
const idOf = (key: string) => key.slice(0, key.lastIndexOf("@"));

/** The round's figures now, over everyone who completed in it. */
export function storedFigure(rows: readonly ManagerMemberRow[], profile: CultureScores | null): StoredFigure {
  const unnamed = rows.filter((r) => !r.sharesType);
  return {
    grid: typeGrid(unnamed.map((r) => r.finalType)),
    mean: meanScores(rows.flatMap((r) => (r.cultureScores ? [r.cultureScores] : []))),
    gaps: teamGaps(
      rows.map((r) => ({ type: r.finalType, scores: r.cultureScores })),
      profile,
    ),
    members: rows.length,
    unnamed: unnamed.map((r) => r.id),
  };
}

/**
 * One round stepped against the manager's ledger: a figure is published once the floor's number of people changed since the last
 * (publishStep), and only over at least the floor's number of members. The ledger to store comes back with it.
 */
export function stepRound(
  ledger: Ledger<StoredFigure>,
  round: number,
  rows: readonly ManagerMemberRow[],
  profile: CultureScores | null,
  nowMs: number,
  floor: number,
): { ledger: Ledger<StoredFigure>; shown: Published<StoredFigure> | null; stepped: boolean; needed: number } {
  const group = roundGroup(round);
  const last = ledger.groups[group] ?? null;
  if (rows.length < floor) return { ledger, shown: last, stepped: false, needed: floor - rows.length };
  const step = publishStep(ledger, group, { members: rows.map(memberKey), figure: storedFigure(rows, profile), atMs: nowMs }, floor);
  return { ledger: step.ledger, shown: step.shown, stepped: step.stepped, needed: step.needed };
}

/**
 * What the page gets of a published round. The grid (and the gaps about colours, which follow from it) is shown only while the
 * members it counts, less those named on the page now, are at least the floor, or none (then it tells nothing new): a member who
 * shares their type after the figure was published is known, and subtracting them must not leave fewer than the floor (decision 084).
 */
export function roundForManager(
  round: number,
  shown: Published<StoredFigure> | null,
  needed: number,
  namedIds: ReadonlySet<string>,
  floor: number,
): ManagerRound {
  if (!shown) return { round, shown: false, needed: Math.max(1, needed) };
  const { figure } = shown;
  const typesShown = reportable(figure.unnamed.filter((id) => !namedIds.has(id)).length, floor).shown;
  return {
    round,
    shown: true,
    grid: typesShown ? figure.grid : null,
    mean: figure.mean,
    gaps: typesShown ? figure.gaps : figure.gaps.filter((g) => g.kind === "culture-lean" || g.kind === "far-members"),
    members: figure.members,
    asOf: new Date(shown.atMs).toISOString(),
  };
}

/** The ids of published members, as the ledger keeps them. */
export const publishedIds = (shown: Published<StoredFigure>) => shown.members.map(idOf);
