import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/payload";
import type { SponsorLinkCreated, SponsorReport, Team } from "../../schema/team-api";
import { cultureMatch } from "../../schema/teams";
import { call } from "../test/call";
import { signIn } from "../test/admin";
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

async function teamWithLink(members: number, withManager = true) {
  const team = await createTeam(cookie, "Report team");
  const manager = { rabbit: 8, dog: 10, cat: 2 };
  const people = [];
  if (withManager) {
    people.push(await addMember(cookie, team.id, { name: "Mira Manager", userFlow: "manager", scores: manager, email: "mira@example.com" }));
    // Her scores define the profile once an admin confirms her response (docs/teams.md).
    await sendJson(cookie, "PUT", `/api/admin/teams/${team.id}/profile`, { responseId: people[0]!.id });
  }
  const scores = [
    { rabbit: 12, dog: 5, cat: 3 },
    { rabbit: 8, dog: 10, cat: 2 },
    { rabbit: 0, dog: 20, cat: 20 },
    { rabbit: 9, dog: 9, cat: 9 },
    { rabbit: 15, dog: 2, cat: 7 },
  ];
  for (let i = 0; i < members; i++) {
    people.push(
      await addMember(cookie, team.id, {
        name: `Member ${i}`,
        scores: scores[i]!,
        email: `member${i}@secret.example`,
        phoneNumber: "+1 555 0199",
        demographicData: { birthYear: "1977", religion: "Pastafarian" },
      }),
    );
  }
  await addMember(cookie, team.id, { name: "Unfinished Uma", completed: false, scores: { rabbit: 1, dog: 1, cat: 1 } });
  const link = (await (await sendJson(cookie, "POST", `/api/admin/teams/${team.id}/sponsor-links`, {})).json()) as SponsorLinkCreated;
  return { team, link, token: link.url.split("/report/")[1]!, manager, scores: scores.slice(0, members), people };
}

describe("GET /api/report/:token", () => {
  it("shows names, matches, the profile and the distribution — never answers, ratings, demographics or contact details", async () => {
    const { team, token, manager, scores, people } = await teamWithLink(5);
    const res = await call(`/api/report/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const report = (await res.json()) as SponsorReport;
    expect(report.team).toEqual({ name: "Report team", organisation: null });
    expect(report.profile).toEqual(manager);
    expect(report.profileSource).toBe("manager");
    expect(report.completedMembers).toBe(6);
    expect(report.members).toContainEqual({ name: "Mira Manager", userFlow: "manager", cultureMatch: null, definesProfile: true });
    scores.forEach((s, i) => expect(report.members).toContainEqual({ name: `Member ${i}`, userFlow: "ic", cultureMatch: cultureMatch(s, manager), definesProfile: false }));
    expect(report.members.map((m) => m.name)).not.toContain("Unfinished Uma");
    expect(report.distribution!.reduce((n, b) => n + b.count, 0)).toBe(5);
    expect(report.distributionHidden).toBe(false);

    const text = JSON.stringify(report);
    for (const secret of ["@", "555", "linkedin", "Pastafarian", "1977", "Rear Admiral", "rabbit-a", "attraction", "pursuer", "finalType", ...Object.values(team.codes), ...people.map((p) => p.id)]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("hides the aggregates with four completed members", async () => {
    const { token } = await teamWithLink(3);
    const report = (await (await call(`/api/report/${token}`)).json()) as SponsorReport;
    expect(report.completedMembers).toBe(4);
    expect(report).toMatchObject({ distribution: null, distributionHidden: true, minAggregateMembers: 5 });
    // The manager's profile is the culture they defined, not an aggregate: it stays.
    expect(report.profile).toEqual({ rabbit: 8, dog: 10, cat: 2 });

    const { token: meanToken } = await teamWithLink(4, false);
    const mean = (await (await call(`/api/report/${meanToken}`)).json()) as SponsorReport;
    expect(mean).toMatchObject({ completedMembers: 4, profile: null, profileSource: "mean", profileHidden: true, distribution: null });
  });

  it("records every view", async () => {
    const { link, token } = await teamWithLink(0);
    const views = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM sponsor_link_views WHERE link_id = ?").bind(link.id).first<{ n: number }>())!.n;
    expect(await views()).toBe(0);
    await call(`/api/report/${token}`);
    await call(`/api/report/${token}`);
    expect(await views()).toBe(2);
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
    await env.DB.prepare("UPDATE sponsor_links SET expires_at = ? WHERE id = ?").bind(Date.now() - 1000, expired.link.id).run();
    const res = await call(`/api/report/${expired.token}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as ApiError).error).toBe("Report link expired");
    const views = await env.DB.prepare("SELECT COUNT(*) AS n FROM sponsor_link_views WHERE link_id IN (?, ?)").bind(revoked.link.id, expired.link.id).first<{ n: number }>();
    expect(views!.n).toBe(0);
  });

  it("keeps working for an archived team (its members stay)", async () => {
    const { team, token } = await teamWithLink(1);
    await sendJson(cookie, "PATCH", `/api/admin/teams/${(team as Team).id}`, { archived: true });
    expect((await call(`/api/report/${token}`)).status).toBe(200);
  });
});
