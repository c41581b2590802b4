// A move that would show one member to a second team's sponsor links needs the admin's confirmation
// (decision 063; the attack it limits is counted in worker/teams/report-attacks.test.ts).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { TeamLink } from "../../schema/teams/sponsor-exposure";
import type { ResponseTeam, Team } from "../../schema/teams/team-api";
import { signIn, withCookie } from "../test/admin";
import { sponsorLink } from "../test/sponsor";
import { addMember, createTeam, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

type Refusal = ApiError & { sponsorLinks: TeamLink[] };
const move = (id: string, teamId: string | null, confirmSponsorLinks?: string[]) =>
  sendJson(cookie, "PUT", `/api/admin/responses/${id}/team`, { teamId, ...(confirmSponsorLinks ? { confirmSponsorLinks } : {}) });
const teamOf = async (id: string) => ((await (await withCookie(cookie, `/api/admin/responses/${id}/team`)).json()) as ResponseTeam).teamId;
const moves = async (id: string) =>
  (
    await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'response.edit' AND target = ? ORDER BY id")
      .bind(id)
      .all<{ detail: string }>()
  ).results.map((r) => JSON.parse(r.detail) as Record<string, unknown>);

async function twoTeamsWithLinks() {
  const a = await createTeam(cookie, `Alpha ${crypto.randomUUID().slice(0, 6)}`);
  const b = await createTeam(cookie, `Beta ${crypto.randomUUID().slice(0, 6)}`);
  const member = await addMember(cookie, a.id, { scores: { rabbit: 13, dog: 4, cat: 17 } });
  const [linkA, linkB] = [await sponsorLink(cookie, a.id), await sponsorLink(cookie, b.id)];
  return { a, b, member, linkA, linkB };
}

const named = (team: Team, linkId: string) =>
  expect.objectContaining({ id: linkId, teamId: team.id, teamName: team.name, status: "active" });

describe("PUT /api/admin/responses/:id/team into a second team with a sponsor link", () => {
  it("is refused (409) naming the links on both sides, and changes nothing, until the admin confirms them", async () => {
    const { a, b, member, linkA, linkB } = await twoTeamsWithLinks();
    const refused = await move(member.id, b.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as Refusal;
    expect(body.issues).toEqual([{ path: "confirmSponsorLinks", message: expect.stringContaining("2 sponsor links") }]);
    expect(body.sponsorLinks).toEqual([named(a, linkA.id), named(b, linkB.id)]);
    expect(JSON.stringify(body)).not.toContain(linkA.token);
    expect(await teamOf(member.id)).toBe(a.id);

    // A confirmation of only some of them is no confirmation.
    expect((await move(member.id, b.id, [linkB.id])).status).toBe(409);
    expect(await teamOf(member.id)).toBe(a.id);

    const confirmed = await move(member.id, b.id, [linkA.id, linkB.id]);
    expect(confirmed.status).toBe(200);
    expect(await teamOf(member.id)).toBe(b.id);
    expect((await moves(member.id)).at(-1)).toEqual({ field: "teamId", old: a.id, new: b.id, sponsorLinks: [linkA.id, linkB.id] });
  });

  it("remembers the teams a member left: out of one and later into another still asks", async () => {
    const { b, member, linkA, linkB } = await twoTeamsWithLinks();
    expect((await move(member.id, null)).status).toBe(200);
    const res = await move(member.id, b.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Refusal).sponsorLinks.map((l) => l.id)).toEqual([linkA.id, linkB.id]);
  });

  it("moves at once when only one team's links would see the member", async () => {
    const a = await createTeam(cookie);
    const b = await createTeam(cookie);
    const c = await createTeam(cookie);
    const member = await addMember(cookie, a.id, { scores: { rabbit: 1, dog: 2, cat: 3 } });
    await sponsorLink(cookie, a.id);
    // The new team has no link: nobody sees the member in a second team.
    expect((await move(member.id, b.id)).status).toBe(200);
    // An earlier team's link revoked before anyone opened it saw nobody.
    const d = await createTeam(cookie);
    const other = await addMember(cookie, d.id, { scores: { rabbit: 1, dog: 2, cat: 3 } });
    const unopened = await sponsorLink(cookie, d.id);
    expect((await withCookie(cookie, `/api/admin/sponsor-links/${unopened.id}`, { method: "DELETE" })).status).toBe(204);
    await sponsorLink(cookie, c.id);
    expect((await move(other.id, c.id)).status).toBe(200);
  });

  it("answers a confirmation that is not a list of link ids with 400 naming it", async () => {
    const { b, member } = await twoTeamsWithLinks();
    for (const bad of ["all", [1], Array(101).fill("x")]) {
      const res = await sendJson(cookie, "PUT", `/api/admin/responses/${member.id}/team`, { teamId: b.id, confirmSponsorLinks: bad });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues[0]?.path).toMatch(/^confirmSponsorLinks/);
    }
  });
});
