// Every route that sends figures about a group of people reads them through the anonymity rules (docs/privacy.md#the-anonymity-floor,
// decisions 081 and 082), and every other GET route says why it sends none: a new route fails here until it is placed in one list.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminStats } from "../schema/records/admin";
import type { LiveSnapshot } from "../schema/live/live-board";
import type { Team, TeamDetail, TeamListItem } from "../schema/teams/team-api";
import type { TeamMapAnswer } from "../schema/teams/map/round-change";
import { app } from "./app";
import { saveResponse, signIn, signInAs, withCookie } from "./test/admin";
import { today } from "./test/live";
import { confirmProfile, newClient, readReport, sponsorLink } from "./test/sponsor";
import { sendJson } from "./test/teams";
import { call } from "./test/call";
import type { ManagerView } from "../schema/teams/map/manager-view";
import type { SponsorLinkCreated } from "../schema/teams/team-api";
import { addMember, createTeam } from "./test/teams";

/** The routes that send aggregates, each with the audience that may not read the records behind them. */
const AGGREGATE_ROUTES: Record<string, string> = {
  "GET /api/admin/stats": "viewers: each group of answers from the floor on, in steps",
  "GET /api/report/:token": "sponsors: the match spread from the floor on",
  "GET /api/admin/live": "viewers get no team; admins get each team's mean and spread, marked",
  "GET /api/admin/live/socket": "the same views as the snapshot, per update (worker/live/security-board-messages.test.ts)",
  "GET /api/admin/teams": "admins only; a members' mean, marked",
  "GET /api/admin/teams/:id": "admins only; a members' mean, marked",
  "GET /api/admin/teams/:id/map": "admins only; the type grid and the members' mean, marked",
  "GET /api/manager/:token": "managers: each round's figures from the floor on, in steps; named only who share their type",
};

/** Every other GET route, and why it sends no figure about a group. */
const NO_AGGREGATES: Record<string, string> = {
  "GET /api/health": "no people",
  "GET /api/assessment-data": "the statements",
  "GET /api/settings": "a deployment setting",
  "GET /api/assessment/:id/result": "one person's own result, to the holder of their write token",
  "GET /api/teams/:code": "a team's name",
  "GET /api/login": "sign-in",
  "GET /api/callback": "sign-in",
  "GET /api/logout": "sign-out",
  "GET /api/auth/user": "the signed-in user",
  "GET /api/admin/config": "the login screen's settings",
  "GET /api/admin/responses": "records, each with the columns its role may read",
  "GET /api/admin/responses/:id": "one record, audited",
  "GET /api/admin/responses/:id/data": "one person's data, admins, audited",
  "GET /api/admin/responses/:id/team": "one membership, admins",
  "GET /api/admin/responses/:id/retest": "which two tests were the same person's, admins",
  "GET /api/admin/devices": "activity: what each device delivered, which the list shows response by response",
  "GET /api/admin/export.csv": "records, admins, audited",
  "GET /api/admin/teams/:id/export.csv": "records, admins, audited",
  "GET /api/admin/teams/:id/sponsor-links": "the links, no people",
  "GET /api/admin/teams/:id/actions": "what the team agreed to do, admins",
  "GET /api/admin/users": "the allow-list, owners",
  "GET /api/admin/audit": "the audit log, owners",
  "GET /api/admin/audit.csv": "the audit log, owners",
};

const getRoutes = () => [...new Set(app.routes.filter((r) => r.method === "GET").map((r) => `GET ${r.path}`))].sort();

describe("the routes that send aggregates", () => {
  it("are every GET route the app has, with those that send none, and nothing else", () => {
    expect([...Object.keys(AGGREGATE_ROUTES), ...Object.keys(NO_AGGREGATES)].sort()).toEqual(getRoutes());
  });
});

// The default floor (5); each check below has a group of fewer.
let owner: string;
let viewer: string;
let team: Team;
let token: string;
beforeAll(async () => {
  owner = await signIn();
  viewer = (await signInAs("viewer")).cookie;
  team = await createTeam(owner, "Small team");
  const manager = await addMember(owner, team.id, { userFlow: "manager", scores: { rabbit: 12, dog: 4, cat: 9 } });
  await addMember(owner, team.id, { scores: { rabbit: 3, dog: 14, cat: 9 } });
  await addMember(owner, team.id, { scores: { rabbit: 17, dog: 6, cat: 1 } });
  await saveResponse({ userFlow: "ceo", isCompleted: true, step: "final" });
  token = (await sponsorLink(owner, team.id)).token;
  await confirmProfile(team.id, manager.id);
});

const json = async <T>(cookie: string, path: string) => (await (await withCookie(cookie, path)).json()) as T;
const under = (needed: number) => ({ shown: false, reason: "under-floor", needed });

describe("each reads its figures through the anonymity rules", () => {
  it("GET /api/admin/stats: a viewer gets no group under the floor, an owner gets it marked", async () => {
    const seen = await json<AdminStats>(viewer, "/api/admin/stats");
    expect(seen.typesByAudience).toEqual({});
    expect(seen.cultureScoreHistogram).toBeNull();
    expect(seen.privacy).toMatchObject({
      view: "viewer",
      culture: under(2),
      audiences: { ic: under(3), manager: under(4), ceo: under(4) },
    });
    const all = await json<AdminStats>(owner, "/api/admin/stats");
    expect(all.typesByAudience.ic).toBeDefined();
    expect(all.privacy).toMatchObject({ view: "all", audiences: { ic: under(3) } });
  });

  it("GET /api/report/:token: the sponsor's spread of two matches is not yet reportable", async () => {
    const report = await readReport(token);
    expect(report.members).toHaveLength(3);
    expect(report.spread).toEqual({ shown: false, needed: 3 });
  });

  it("GET /api/manager/:token: a round of three is not yet reportable to the team's manager", async () => {
    const link = (await (
      await sendJson(owner, "POST", `/api/admin/teams/${team.id}/sponsor-links`, { kind: "manager" })
    ).json()) as SponsorLinkCreated;
    const res = await call(`/api/manager/${link.url.split("/manager/")[1]}`, { headers: { "CF-Connecting-IP": newClient() } });
    const view = (await res.json()) as ManagerView;
    expect(view.current).toEqual({ round: 1, shown: false, needed: 2 });
    expect(view.named).toEqual([]);
  });

  it("GET /api/admin/live: a viewer gets no team; an admin gets the small team's spread, marked", async () => {
    const path = `/api/admin/live?dayStart=${today()}`;
    expect(await json<LiveSnapshot>(viewer, path)).not.toHaveProperty("teams");
    const small = (await json<LiveSnapshot>(owner, path)).teams?.find((t) => t.teamId === team.id);
    expect(small?.spread).toMatchObject({ hiddenFor: ["sponsor", "manager"], needed: 3 });
  });

  it("GET /api/admin/teams and /:id: a members' mean of three is shown to admins, marked", async () => {
    await confirmProfile(team.id, null);
    const listed = (await json<{ items: TeamListItem[] }>(owner, "/api/admin/teams")).items.find((t) => t.id === team.id);
    expect(listed?.profileMark).toEqual({ hiddenFor: ["manager"], needed: 2 });
    expect((await json<TeamDetail>(owner, `/api/admin/teams/${team.id}`)).team.profileMark).toEqual({ hiddenFor: ["manager"], needed: 2 });
    const map = (await json<TeamMapAnswer>(owner, `/api/admin/teams/${team.id}/map`)).current;
    expect(map.grid).toMatchObject({ hiddenFor: ["manager"], needed: 2 });
    expect(map.mean).toMatchObject({ hiddenFor: ["manager"], needed: 2 });
  });
});
