// Confirming a second profile while sponsor links have seen the members against the first shows each member at a second
// distance (decision 063), and the team pages mark a members' mean under the deployment's anonymity floor (decision 081).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { TeamLink } from "../../schema/teams/sponsor-exposure";
import type { TeamDetail, TeamListItem } from "../../schema/teams/team-api";
import { callWithEnv, signIn, withCookie } from "../test/admin";
import { newClient, readReport, sponsorLink } from "../test/sponsor";
import { addMember, createTeam, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

type Refusal = ApiError & { sponsorLinks: TeamLink[] };
const confirm = (teamId: string, responseId: string, confirmSponsorLinks?: string[]) =>
  sendJson(cookie, "PUT", `/api/admin/teams/${teamId}/profile`, { responseId, ...(confirmSponsorLinks ? { confirmSponsorLinks } : {}) });
const confirmedOf = async (teamId: string) =>
  ((await (await withCookie(cookie, `/api/admin/teams/${teamId}`)).json()) as TeamDetail).confirmedProfile?.responseId ?? null;
const confirmations = async (teamId: string) =>
  (
    await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'team.profile.confirm' AND target = ? ORDER BY id")
      .bind(teamId)
      .all<{ detail: string }>()
  ).results.map((r) => JSON.parse(r.detail) as Record<string, unknown>);

async function teamWithTwoManagers() {
  const team = await createTeam(cookie, `Profiled ${crypto.randomUUID().slice(0, 6)}`);
  await addMember(cookie, team.id, { scores: { rabbit: 13, dog: 4, cat: 17 } });
  const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: { rabbit: 8, dog: 10, cat: 2 } });
  const max = await addMember(cookie, team.id, { name: "Max", userFlow: "manager", scores: { rabbit: 20, dog: 0, cat: 0 } });
  return { team, mira, max };
}

describe("PUT /api/admin/teams/:id/profile replacing a profile sponsor links have seen the members against", () => {
  it("is refused (409) naming the links, and changes nothing, until the admin confirms them; then audited with the links", async () => {
    const { team, mira, max } = await teamWithTwoManagers();
    const link = await sponsorLink(cookie, team.id);
    // A first confirmation shows each member at one distance: no warning, even with a link out.
    expect((await confirm(team.id, mira.id)).status).toBe(200);
    await readReport(link.token);

    const refused = await confirm(team.id, max.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as Refusal;
    expect(body.issues).toEqual([{ path: "confirmSponsorLinks", message: expect.stringContaining("1 sponsor links") }]);
    expect(body.sponsorLinks).toEqual([expect.objectContaining({ id: link.id, teamId: team.id, teamName: team.name, views: 1 })]);
    expect(JSON.stringify(body)).not.toContain(link.token);
    expect(await confirmedOf(team.id)).toBe(mira.id);
    // Naming another link is no confirmation of this one.
    expect((await confirm(team.id, max.id, ["some-other-link"])).status).toBe(409);
    expect(await confirmedOf(team.id)).toBe(mira.id);

    const confirmed = await confirm(team.id, max.id, [link.id]);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as TeamDetail).confirmedProfile?.responseId).toBe(max.id);
    expect(await confirmations(team.id)).toEqual([
      { responseId: mira.id, previous: null },
      { responseId: max.id, previous: mira.id, sponsorLinks: [link.id] },
    ]);
    // Confirming the standing one again is no second profile.
    expect((await confirm(team.id, max.id)).status).toBe(200);
  });

  it("asks too when the first profile was cleared before the second is confirmed", async () => {
    const { team, mira, max } = await teamWithTwoManagers();
    const link = await sponsorLink(cookie, team.id);
    expect((await confirm(team.id, mira.id)).status).toBe(200);
    await readReport(link.token, newClient());
    expect(
      (await withCookie(cookie, `/api/admin/teams/${team.id}/profile`, { method: "DELETE", headers: { Origin: "http://localhost" } }))
        .status,
    ).toBe(200);
    expect(await confirmedOf(team.id)).toBeNull();
    const refused = await confirm(team.id, max.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Refusal).sponsorLinks.map((l) => l.id)).toEqual([link.id]);
    // Back to the first: the links saw the members against it already.
    expect((await confirm(team.id, mira.id)).status).toBe(200);
  });

  it("asks for a revoked link that was opened, not for one that never was", async () => {
    const { team, mira, max } = await teamWithTwoManagers();
    const opened = await sponsorLink(cookie, team.id);
    const unopened = await sponsorLink(cookie, team.id);
    expect((await confirm(team.id, mira.id)).status).toBe(200);
    await readReport(opened.token, newClient());
    for (const l of [opened, unopened])
      expect((await withCookie(cookie, `/api/admin/sponsor-links/${l.id}`, { method: "DELETE" })).status).toBe(204);
    const refused = await confirm(team.id, max.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Refusal).sponsorLinks.map((l) => l.id)).toEqual([opened.id]);
  });
});

describe("a members' mean on the team pages (decision 081)", () => {
  it("is shown to admins however few it rests on, marked with what a manager's view would see at ANONYMITY_FLOOR", async () => {
    const team = await createTeam(cookie, `Small ${crypto.randomUUID().slice(0, 6)}`);
    for (const scores of [
      { rabbit: 10, dog: 3, cat: 0 },
      { rabbit: 11, dog: 4, cat: 1 },
    ])
      await addMember(cookie, team.id, { scores });
    const detail = (await (await withCookie(cookie, `/api/admin/teams/${team.id}`)).json()) as TeamDetail;
    expect(detail.profile).toEqual({ rabbit: 11, dog: 4, cat: 1 });
    expect(detail.team.profileMark).toEqual({ hiddenFor: ["manager"], needed: 3 });
    const list = async (vars: Record<string, string> = {}) =>
      (
        (await (await callWithEnv(vars, "/api/admin/teams", { headers: { Cookie: cookie } })).json()) as { items: TeamListItem[] }
      ).items.find((t) => t.id === team.id);
    expect((await list())?.profileMark).toEqual({ hiddenFor: ["manager"], needed: 3 });
    expect((await list({ ANONYMITY_FLOOR: "3" }))?.profileMark).toEqual({ hiddenFor: ["manager"], needed: 1 });
    await addMember(cookie, team.id, { scores: { rabbit: 12, dog: 5, cat: 2 } });
    expect((await list({ ANONYMITY_FLOOR: "3" }))?.profileMark).toEqual({ hiddenFor: [], needed: 0 });
    expect((await list())?.profileMark).toEqual({ hiddenFor: ["manager"], needed: 2 });
  });
});
