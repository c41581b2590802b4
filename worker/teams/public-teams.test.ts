import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { SponsorReport } from "../../schema/teams/sponsor-report";
import type { Team } from "../../schema/teams/team-api";
import { cultureMatch } from "../../schema/teams/teams";
import { call } from "../test/call";
import { callWithEnv, signIn } from "../test/admin";
import { confirmProfile, newClient, readReport, sponsorLink } from "../test/sponsor";
import { addMember, createTeam, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

describe("GET /api/teams/:code", () => {
  it("answers the team's name and whom the code is for, nothing else, without a session", async () => {
    const team = await createTeam(cookie, "Platform crew", "Acme");
    for (const audience of ["ceo", "manager", "ic"] as const) {
      const res = await call(`/api/teams/${team.codes[audience]}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: "Platform crew", audience });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 404 naming the code for an unknown, malformed or archived code", async () => {
    const team = await createTeam(cookie);
    await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, { archived: true });
    for (const code of ["abcdefghjkmn", "short", "has spaces in it", team.codes.ic, team.codes.manager, team.codes.ceo, "x".repeat(65)]) {
      const res = await call(`/api/teams/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(404);
      expect(((await res.json()) as ApiError).issues[0]?.path).toBe("code");
    }
  });
});

const SCORES = [
  { rabbit: 12, dog: 5, cat: 3 },
  { rabbit: 8, dog: 10, cat: 2 },
  { rabbit: 0, dog: 20, cat: 20 },
  { rabbit: 9, dog: 9, cat: 9 },
  { rabbit: 15, dog: 2, cat: 7 },
];
const MANAGER = { rabbit: 8, dog: 10, cat: 2 };

/** A team of a manager, `members` completed ICs with contact details and demographics, one unfinished member, and a link. */
async function teamWithLink(members: number, withManager = true) {
  const team = await createTeam(cookie, "Report team");
  const people = [];
  const manager = withManager
    ? await addMember(cookie, team.id, { name: "Mira Manager", userFlow: "manager", scores: MANAGER, email: "mira@example.com" })
    : null;
  if (manager) people.push(manager);
  for (let i = 0; i < members; i++) {
    people.push(
      await addMember(cookie, team.id, {
        name: `Member ${i}`,
        scores: SCORES[i]!,
        email: `member${i}@secret.example`,
        phoneNumber: "+1 555 0199",
        demographicData: { birthYear: "1977", religion: "Pastafarian" },
      }),
    );
  }
  await addMember(cookie, team.id, { name: "Unfinished Uma", completed: false, scores: { rabbit: 1, dog: 1, cat: 1 } });
  const link = await sponsorLink(cookie, team.id);
  return { team, link, token: link.token, manager, scores: SCORES.slice(0, members), people };
}

const DISTRIBUTION_OF_FIVE = [
  { label: "0–19", count: 0 },
  { label: "20–39", count: 0 },
  { label: "40–59", count: 1 },
  { label: "60–79", count: 1 },
  { label: "80–100", count: 3 },
];

describe("GET /api/report/:token", () => {
  it.each([1, 2, 4, 5])(
    "with a manager and %i completed members shows exactly the team name, names and matches against the confirmed profile",
    async (n) => {
      const { team, token, manager, scores, people } = await teamWithLink(n);
      const res = await call(`/api/report/${token}`, { headers: { "CF-Connecting-IP": newClient() } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      const before = (await res.json()) as SponsorReport;
      // No confirmed profile: names only, however many members there are.
      expect(before).toEqual({
        team: { name: "Report team", organisation: null },
        profileConfirmed: false,
        members: [...scores.map((_, i) => ({ name: `Member ${i}`, cultureMatch: null })), { name: "Mira Manager", cultureMatch: null }],
        spread: null,
        expiresAt: expect.any(String),
      });

      await confirmProfile(team.id, manager!.id);
      const report = await readReport(token);
      expect(report).toEqual({
        team: { name: "Report team", organisation: null },
        profileConfirmed: true,
        // The confirmed manager has no match and no marker: nothing says whose scores the profile is.
        members: [
          ...scores.map((s, i) => ({ name: `Member ${i}`, cultureMatch: cultureMatch(s, MANAGER) })),
          { name: "Mira Manager", cultureMatch: null },
        ],
        // The deployment's floor (ANONYMITY_FLOOR unset: 5): under it, how many more matches the spread needs (decision 081).
        spread: n >= 5 ? { shown: true, buckets: DISTRIBUTION_OF_FIVE } : { shown: false, needed: 5 - n },
        expiresAt: before.expiresAt,
      });

      const text = JSON.stringify(report);
      for (const secret of [
        "@",
        "555",
        "linkedin",
        "Pastafarian",
        "1977",
        "Rear Admiral",
        "rabbit",
        "attraction",
        "pursuer",
        "finalType",
        "userFlow",
        "definesProfile",
        'profile"',
        ...Object.values(team.codes),
        ...people.map((p) => p.id),
      ]) {
        expect(text, secret).not.toContain(secret);
      }
    },
  );

  it("reads the floor from the deployment's ANONYMITY_FLOOR: at 3, the spread of 3 matches is shown, at 4 it needs one more", async () => {
    const { team, token, manager, scores } = await teamWithLink(3);
    await confirmProfile(team.id, manager!.id);
    const read = async (floor: string) => {
      const res = await callWithEnv({ ANONYMITY_FLOOR: floor }, `/api/report/${token}`, { headers: { "CF-Connecting-IP": newClient() } });
      expect(res.status).toBe(200);
      return (await res.json()) as SponsorReport;
    };
    const buckets = [0, 0, 0, 0, 0];
    for (const s of scores) buckets[Math.min(4, Math.floor(cultureMatch(s, MANAGER) / 20))]! += 1;
    expect((await read("3")).spread).toEqual({
      shown: true,
      buckets: DISTRIBUTION_OF_FIVE.map((b, i) => ({ label: b.label, count: buckets[i] })),
    });
    expect((await read("4")).spread).toEqual({ shown: false, needed: 1 });
    expect((await readReport(token)).spread).toEqual({ shown: false, needed: 2 });
  });

  it("shows names only when the confirmed response is not a completed manager response of the team with culture scores", async () => {
    const { team, token, people } = await teamWithLink(2);
    const other = await createTeam(cookie);
    const outsider = await addMember(cookie, other.id, { userFlow: "manager", scores: MANAGER });
    const unfinished = await addMember(cookie, team.id, { userFlow: "manager", scores: MANAGER, completed: false });
    const noScores = await addMember(cookie, team.id, { userFlow: "manager" });
    for (const id of [people[1]!.id, outsider.id, unfinished.id, noScores.id, "no-such-response"]) {
      await confirmProfile(team.id, id);
      const report = await readReport(token);
      expect(report.profileConfirmed, id).toBe(false);
      expect(
        report.members.every((m) => m.cultureMatch === null),
        id,
      ).toBe(true);
    }
  });
  it("records a view, and its audit entry, at most once per link per hour", async () => {
    const { team, link, token } = await teamWithLink(0);
    const other = await sponsorLink(cookie, team.id);
    const views = async (id: string) =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM sponsor_link_views WHERE link_id = ?").bind(id).first<{ n: number }>())!.n;
    const audits = async (id: string) =>
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'sponsor-report.view' AND json_extract(detail, '$.linkId') = ?",
      )
        .bind(id)
        .first<{ n: number }>())!.n;
    expect([await views(link.id), await audits(link.id)]).toEqual([0, 0]);
    for (let i = 0; i < 3; i++)
      expect((await call(`/api/report/${token}`, { headers: { "CF-Connecting-IP": newClient() } })).status).toBe(200);
    expect([await views(link.id), await audits(link.id)]).toEqual([1, 1]);
    // Another link of the same team has its own hour.
    await readReport(other.token);
    expect([await views(other.id), await audits(other.id)]).toEqual([1, 1]);

    // An hour later the next view counts again.
    await env.DB.prepare("UPDATE sponsor_link_views SET viewed_at = viewed_at - 3600000 WHERE link_id = ?").bind(link.id).run();
    await readReport(token);
    await readReport(token);
    expect([await views(link.id), await audits(link.id)]).toEqual([2, 2]);
  });

  it("answers 404 for an unknown or revoked link and 410 for an expired one, recording no view", async () => {
    const unknown = await call(`/api/report/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiError).issues[0]?.path).toBe("token");
    expect((await call("/api/report/bad!token")).status).toBe(404);

    const revoked = await teamWithLink(0);
    await sendJson(cookie, "DELETE", `/api/admin/sponsor-links/${revoked.link.id}`, {});
    expect((await call(`/api/report/${revoked.token}`)).status).toBe(404);

    const expired = await teamWithLink(0);
    await env.DB.prepare("UPDATE sponsor_links SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, expired.link.id)
      .run();
    const res = await call(`/api/report/${expired.token}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as ApiError).error).toBe("Report link expired");
    const views = await env.DB.prepare("SELECT COUNT(*) AS n FROM sponsor_link_views WHERE link_id IN (?, ?)")
      .bind(revoked.link.id, expired.link.id)
      .first<{ n: number }>();
    expect(views!.n).toBe(0);
  });

  it("keeps working for an archived team (its members stay)", async () => {
    const { team, token } = await teamWithLink(1);
    await sendJson(cookie, "PATCH", `/api/admin/teams/${(team as Team).id}`, { archived: true });
    expect((await call(`/api/report/${token}`)).status).toBe(200);
  });
});
