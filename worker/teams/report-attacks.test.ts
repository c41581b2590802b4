// Round-3 attacks on the sponsor report (decision 028), played against the real worker and D1: what a
// sponsor holding the report link and an invite link learns about one member's culture scores from a
// sequence of views must be no more than one view of the finished report gives. The sponsor is granted
// everything but the victim's scores (every other member's scores, the confirmed profile, the rule),
// so a candidate is a score vector that would have produced every report they saw.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { consistentScores, type Observation } from "../../schema/teams/score-candidates";
import type { CultureScores } from "../../schema/assessment/scoring";
import { sponsorReport, type ReportTeam, type SponsorReport } from "../../schema/teams/sponsor-report";
import type { Team } from "../../schema/teams/team-api";
import { teamMemberFacts } from "./team-members";
import { workerConfig } from "../http/env";
import { signIn } from "../test/admin";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";
import { confirmProfile, newClient, readReport, sponsorLink } from "../test/sponsor";
import { addMember, createTeam, cultureAnswersFor, sendJson } from "../test/teams";

const VICTIM_SCORES: CultureScores = { rabbit: 13, dog: 4, cat: 17 };
const MANAGER_SCORES: CultureScores = { rabbit: 8, dog: 10, cat: 2 };
const SECOND_MANAGER_SCORES: CultureScores = { rabbit: 18, dog: 3, cat: 12 };
/** What a confirmed move into the second team leaves of the finished report's 328 (docs/privacy.md#sponsors). */
const CANDIDATES_AFTER_A_CONFIRMED_MOVE = 13;
const PROBES: CultureScores[] = [
  { rabbit: 0, dog: 0, cat: 0 },
  { rabbit: 20, dog: 0, cat: 0 },
  { rabbit: 0, dog: 20, cat: 0 },
  { rabbit: 0, dog: 0, cat: 20 },
  { rabbit: 20, dog: 20, cat: 20 },
  { rabbit: 10, dog: 10, cat: 10 },
  { rabbit: 5, dog: 15, cat: 5 },
];

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

/** The sponsor's side: one client address, the report link, the IC invite code, and every report read. */
class Sponsor {
  readonly observations: Observation<SponsorReport>[] = [];
  readonly client = newClient();
  constructor(
    readonly team: Team,
    readonly token: string,
    readonly victimId: string,
  ) {}

  /** A completed response with chosen culture answers, saved through the public save API with the invite code. */
  async join(scores: CultureScores, userFlow: SavePayload["userFlow"] = "ic"): Promise<SavePayload> {
    const p = validPayload({
      userFlow,
      isCompleted: true,
      step: "final",
      teamCode: this.team.codes[userFlow],
      name: `Probe ${crypto.randomUUID().slice(0, 6)}`,
      cultureCompatibilityResponses: cultureAnswersFor(scores),
    });
    await this.save(p);
    return p;
  }

  /** The same response again with other answers: accepted or refused, the sponsor reads the report either way. */
  async resave(p: SavePayload, scores: CultureScores): Promise<SavePayload> {
    const next = { ...p, revision: p.revision + 1, cultureCompatibilityResponses: cultureAnswersFor(scores) };
    await this.save(next);
    return next;
  }

  private async save(p: SavePayload) {
    const res = await postJson("/api/assessment", p, { "CF-Connecting-IP": this.client });
    expect([200, 409], await res.clone().text()).toContain(res.status);
  }

  /** Reads the report, and keeps what the team held at that moment to replay it with other victim scores. */
  async view(): Promise<void> {
    const seen = await readReport(this.token, this.client);
    const row = await env.DB.prepare("SELECT name, organisation, profile_response_id AS profileResponseId FROM teams WHERE id = ?")
      .bind(this.team.id)
      .first<ReportTeam>();
    const members = await teamMemberFacts(env.DB, this.team.id);
    const victimId = this.victimId;
    const had = (v: CultureScores) =>
      sponsorReport(
        row!,
        members.map((m) => (m.id === victimId ? { ...m, cultureScores: v } : m)),
        seen.expiresAt,
        workerConfig(env).anonymityFloor,
      );
    // The replay is the worker's own rule: with the true scores it must give exactly what the sponsor saw.
    expect(had(VICTIM_SCORES)).toEqual(seen);
    this.observations.push({ seen, had });
  }

  /** Candidates left by every view, and by the last view alone (one view of the finished report). */
  candidates(): { sequence: CultureScores[]; finished: CultureScores[] } {
    return { sequence: consistentScores(this.observations), finished: consistentScores(this.observations.slice(-1)) };
  }
}

async function teamWithVictim(confirmed: boolean) {
  const team = await createTeam(cookie, `Attack ${crypto.randomUUID().slice(0, 6)}`);
  const manager = await addMember(cookie, team.id, { name: "Mira Manager", userFlow: "manager", scores: MANAGER_SCORES });
  if (confirmed) await confirmProfile(team.id, manager.id);
  const victim = await addMember(cookie, team.id, { name: "Vic Victim", scores: VICTIM_SCORES });
  for (const scores of [
    { rabbit: 3, dog: 14, cat: 9 },
    { rabbit: 17, dog: 6, cat: 1 },
  ])
    await addMember(cookie, team.id, { scores });
  const link = await sponsorLink(cookie, team.id);
  return { team, manager, sponsor: new Sponsor(team, link.token, victim.id) };
}

describe("a sponsor's sequence of views", () => {
  it("(a) a probe re-saving chosen culture answers, fresh probes and a probe as manager learn nothing more about the victim than the finished report", async () => {
    for (const confirmed of [true, false]) {
      const { sponsor } = await teamWithVictim(confirmed);
      await sponsor.view();
      let probe = await sponsor.join(PROBES[0]!);
      await sponsor.view();
      for (const scores of PROBES.slice(1)) {
        probe = await sponsor.resave(probe, scores);
        await sponsor.view();
      }
      for (const scores of PROBES) {
        await sponsor.join(scores);
        await sponsor.view();
      }
      await sponsor.join({ rabbit: 20, dog: 0, cat: 20 }, "manager");
      await sponsor.view();

      const { sequence, finished } = sponsor.candidates();
      expect(sequence, `confirmed: ${confirmed}`).toContainEqual(VICTIM_SCORES);
      expect(sequence.length, `confirmed: ${confirmed}`).toBeGreaterThanOrEqual(finished.length);
      // Not vacuous: with a confirmed profile the finished report does narrow the victim down (their match).
      expect(finished.length, `confirmed: ${confirmed}`).toBe(confirmed ? 328 : 9261);
    }
  }, 120_000);

  it("(b) polling while members join one by one, a manager joins and is confirmed, and a member leaves learns nothing more than the finished report", async () => {
    const team = await createTeam(cookie, `Passive ${crypto.randomUUID().slice(0, 6)}`);
    const link = await sponsorLink(cookie, team.id);
    const joiners: CultureScores[] = [
      { rabbit: 1, dog: 2, cat: 3 },
      { rabbit: 20, dog: 5, cat: 9 },
      { rabbit: 7, dog: 7, cat: 7 },
      { rabbit: 0, dog: 19, cat: 11 },
      { rabbit: 12, dog: 12, cat: 4 },
    ];
    const victimId = crypto.randomUUID();
    const sponsor = new Sponsor(team, link.token, victimId);
    await sponsor.view();
    const members = [];
    for (const scores of joiners) {
      members.push(await addMember(cookie, team.id, { scores }));
      await sponsor.view();
    }
    // The sixth member: 6·profile(6) − 5·profile(5) gave their scores when the members' mean was the profile.
    await addMember(cookie, team.id, { id: victimId, name: "Vic Victim", scores: VICTIM_SCORES });
    await sponsor.view();
    await addMember(cookie, team.id, { scores: { rabbit: 11, dog: 11, cat: 0 } });
    await sponsor.view();
    const manager = await addMember(cookie, team.id, { name: "Mira Manager", userFlow: "manager", scores: MANAGER_SCORES });
    await sponsor.view();
    await confirmProfile(team.id, manager.id);
    await sponsor.view();
    for (const scores of [
      { rabbit: 2, dog: 18, cat: 6 },
      { rabbit: 16, dog: 3, cat: 12 },
    ]) {
      await addMember(cookie, team.id, { scores });
      await sponsor.view();
    }
    // A member leaves (moved out by an admin): what is left of the team must not show a difference either.
    expect((await sendJson(cookie, "PUT", `/api/admin/responses/${members[0]!.id}/team`, { teamId: null })).status).toBe(200);
    await sponsor.view();

    const { sequence, finished } = sponsor.candidates();
    expect(sequence).toContainEqual(VICTIM_SCORES);
    expect(sequence.length).toBeGreaterThanOrEqual(finished.length);
    expect(finished.length).toBe(328);
  }, 120_000);

  it("(c) holding a second team's link: the admin's move of the victim into it is refused until confirmed, and what confirming gives away is counted", async () => {
    const { sponsor: first } = await teamWithVictim(true);
    const second = await createTeam(cookie, `Second ${crypto.randomUUID().slice(0, 6)}`);
    const otherManager = await addMember(cookie, second.id, { name: "Otto Manager", userFlow: "manager", scores: SECOND_MANAGER_SCORES });
    await confirmProfile(second.id, otherManager.id);
    const secondLink = await sponsorLink(cookie, second.id);
    const alsoSecond = new Sponsor(second, secondLink.token, first.victimId);
    const both = () => consistentScores([...first.observations, ...alsoSecond.observations]);
    await first.view();
    await alsoSecond.view();
    const finished = consistentScores(first.observations.slice(-1));
    expect(finished.length).toBe(328);

    // The move that would give the sponsor a second distance is refused and changes nothing.
    const move = (body: unknown) => sendJson(cookie, "PUT", `/api/admin/responses/${first.victimId}/team`, body);
    const refused = await move({ teamId: second.id });
    expect(refused.status).toBe(409);
    const { sponsorLinks } = (await refused.json()) as { sponsorLinks: { id: string }[] };
    await first.view();
    await alsoSecond.view();
    expect(both().length).toBe(finished.length);

    // Confirmed anyway: the sponsor sees the victim's distance from a second profile (docs/privacy.md#sponsors).
    expect((await move({ teamId: second.id, confirmSponsorLinks: sponsorLinks.map((l) => l.id) })).status).toBe(200);
    await alsoSecond.view();
    const after = both();
    expect(after).toContainEqual(VICTIM_SCORES);
    expect(after.length).toBe(CANDIDATES_AFTER_A_CONFIRMED_MOVE);
  }, 120_000);
});
