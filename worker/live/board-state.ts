import { minuteOf, type Counts, type LiveDevice, type LiveTeam, type MinuteCounts } from "../../schema/live/live-board";
import { teamMembers } from "../../schema/teams/team-views";
import { markedForLower, markedSpread } from "../../schema/teams/match-spread";
import type { TeamProfile } from "../../schema/teams/teams";
import { devicesById, devicesOf, recentDevices, type DeviceRow } from "./device-health";
import { teamMemberFacts } from "../teams/team-members";

/** A team's profile and match spread on the board: the team page's rules (schema/teams/teams.ts), marked at the anonymity floor. */
export type TeamForming = Pick<LiveTeam, "profile" | "profileSource" | "profileMembers" | "spread" | "matches">;
const NO_TEAM_FORMING: TeamForming = { profile: null, profileSource: null, profileMembers: 0, spread: null, matches: 0 };

/**
 * The team page's profile and matches (schema/teams/team-views.ts) as the board shows them to owners and admins: every aggregate,
 * marked where the sponsor audience would see it hidden at `floor` (ANONYMITY_FLOOR, decision 081).
 */
export async function teamForming(d1: D1Database, teamId: string, floor: number): Promise<TeamForming> {
  const { team, members } = teamMembers(await teamMemberFacts(d1, teamId));
  const matches = members.flatMap((m) => (m.cultureMatch === null ? [] : [m.cultureMatch]));
  return formingOf(team, matches, floor);
}

function formingOf(team: TeamProfile | null, matches: number[], floor: number): TeamForming {
  const members = team?.memberCount ?? 0;
  // A confirmed manager's profile is one person's scores, which only their audited detail shows (decision 061).
  const mean = team !== null && team.source === "mean";
  return {
    profile: mean ? markedForLower(team.profile, members, floor) : null,
    profileSource: team?.source ?? null,
    profileMembers: members,
    spread: matches.length ? markedSpread(matches, floor) : null,
    matches: matches.length,
  };
}

type TeamCount = { team_id: string | null; n: number };
type MinuteCount = { team_id: string | null; m: number; n: number };

/**
 * Started (responses created) and completed today, since the board's `dayStart`, and per minute of the
 * last hour, per team. The created counts read responses_created_idx; the completed ones the list index.
 */
function counterStatements(d1: D1Database, dayStart: number, nowMs: number): D1PreparedStatement[] {
  const hourStart = (minuteOf(nowMs) - 59) * 60_000;
  return [
    d1.prepare("SELECT team_id, COUNT(*) AS n FROM assessment_responses WHERE created_at >= ? GROUP BY team_id").bind(dayStart),
    d1
      .prepare("SELECT team_id, COUNT(*) AS n FROM assessment_responses WHERE completed_at >= ? AND is_completed = 1 GROUP BY team_id")
      .bind(dayStart),
    d1
      .prepare("SELECT team_id, created_at / 60000 AS m, COUNT(*) AS n FROM assessment_responses WHERE created_at >= ? GROUP BY team_id, m")
      .bind(hourStart),
    d1
      .prepare(
        "SELECT team_id, completed_at / 60000 AS m, COUNT(*) AS n FROM assessment_responses WHERE completed_at >= ? AND is_completed = 1 GROUP BY team_id, m",
      )
      .bind(hourStart),
  ];
}

const key = (teamId: string | null) => teamId ?? "";

/** Team names by id, kept for a minute: an update every 200 ms need not read them each time. */
export class TeamNames {
  private known = new Map<string, string>();
  private readAt = 0;

  async of(d1: D1Database, ids: readonly string[], nowMs: number): Promise<Map<string, string>> {
    if (nowMs - this.readAt > 60_000) [this.known, this.readAt] = [new Map(), nowMs];
    const missing = ids.filter((id) => !this.known.has(id)).slice(0, 100);
    if (missing.length) {
      const rows = await d1
        .prepare(`SELECT id, name FROM teams WHERE id IN (${missing.map(() => "?").join(", ")})`)
        .bind(...missing)
        .all<{ id: string; name: string }>();
      for (const r of rows.results) this.known.set(r.id, r.name);
    }
    return this.known;
  }
}

/** The counters per team, with names and (where given) the profile and spread; the no-team group last. */
async function teamsOf(
  d1: D1Database,
  results: D1Result[],
  forming: (teamId: string) => Promise<TeamForming>,
  teamNames: TeamNames = new TeamNames(),
): Promise<LiveTeam[]> {
  const [started, completed, startedMin, completedMin] = results.map((r) => r.results) as [
    TeamCount[],
    TeamCount[],
    MinuteCount[],
    MinuteCount[],
  ];
  const today = new Map<string, Counts>();
  const minutes = new Map<string, Map<number, [number, number]>>();
  const count = (teamId: string | null) => {
    const k = key(teamId);
    if (!today.has(k)) today.set(k, { started: 0, completed: 0 });
    return today.get(k)!;
  };
  const minute = (teamId: string | null, m: number) => {
    const k = key(teamId);
    count(teamId);
    if (!minutes.has(k)) minutes.set(k, new Map());
    const byMinute = minutes.get(k)!;
    if (!byMinute.has(m)) byMinute.set(m, [0, 0]);
    return byMinute.get(m)!;
  };
  for (const r of started) count(r.team_id).started = r.n;
  for (const r of completed) count(r.team_id).completed = r.n;
  for (const r of startedMin) minute(r.team_id, r.m)[0] = r.n;
  for (const r of completedMin) minute(r.team_id, r.m)[1] = r.n;
  const ids = [...today.keys()].filter(Boolean);
  const names = ids.length ? await teamNames.of(d1, ids, Date.now()) : new Map<string, string>();
  const teams = await Promise.all(
    [...today.entries()].map(async ([k, counts]): Promise<LiveTeam> => {
      const byMinute: MinuteCounts = [...(minutes.get(k) ?? new Map<number, [number, number]>()).entries()]
        .map(([m, [s, c]]): [number, number, number] => [m, s, c])
        .sort((a, b) => a[0] - b[0]);
      const teamId = k || null;
      return {
        teamId,
        name: teamId ? (names.get(teamId) ?? "Unknown team") : "No team",
        today: counts,
        minutes: byMinute,
        ...(teamId ? await forming(teamId) : NO_TEAM_FORMING),
      };
    }),
  );
  return teams.sort((a, b) => (a.teamId === null ? 1 : b.teamId === null ? -1 : a.name.localeCompare(b.name, "en")));
}

/** Everything a board shows for a day starting at `dayStart` (GET /api/admin/live, read by the Durable Object). */
export async function readBoard(
  d1: D1Database,
  dayStart: number,
  nowMs: number,
  floor: number,
): Promise<{ devices: LiveDevice[]; teams: LiveTeam[] }> {
  const [rows, counters] = await Promise.all([recentDevices(d1, nowMs).raw<DeviceRow>(), d1.batch(counterStatements(d1, dayStart, nowMs))]);
  return { devices: devicesOf(rows), teams: await teamsOf(d1, counters, (id) => teamForming(d1, id, floor)) };
}

/**
 * What an update carries for each day the connected boards count from: every team's counters (the
 * profiles from `forming`, which the object caches between completions) and the changed devices' rows.
 */
export async function readUpdate(
  d1: D1Database,
  dayStarts: readonly number[],
  deviceIds: readonly string[],
  nowMs: number,
  forming: (teamId: string) => Promise<TeamForming>,
  names: TeamNames,
): Promise<{ devices: LiveDevice[]; teams: Map<number, LiveTeam[]> }> {
  const devices = deviceIds.length ? devicesOf(await devicesById(d1, deviceIds).raw<DeviceRow>()) : [];
  const teams = new Map<number, LiveTeam[]>();
  for (const dayStart of dayStarts) {
    const counters = await d1.batch(counterStatements(d1, dayStart, nowMs));
    teams.set(dayStart, await teamsOf(d1, counters, forming, names));
  }
  return { devices, teams };
}
