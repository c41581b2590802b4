import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { Audience } from "../../schema/constants";
import type { Team, TeamDetail } from "../../schema/teams/team-api";
import { postJson } from "../test/call";
import { signIn, withCookie } from "../test/admin";
import { validPayload } from "../../schema/save/sample-payload";
import { createTeam, cultureAnswersFor, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const stored = (id: string) =>
  env.DB.prepare("SELECT team_id, team_code, is_completed FROM assessment_responses WHERE id = ?")
    .bind(id)
    .first<{ team_id: string | null; team_code: string | null; is_completed: number }>();

describe("saves carrying a team join code (docs/teams.md#membership-invite-links-join-codes-and-kiosks)", () => {
  it("resolve an open team's code to the team, on the partial and the final endpoint", async () => {
    const team = await createTeam(cookie, "Joiners");
    const p = validPayload({ teamCode: team.codes.ic, userFlow: "ic" });
    expect(await (await postJson("/api/assessment/partial", p)).json()).toEqual({ id: p.id, revision: 1, isCompleted: false });
    expect(await stored(p.id)).toEqual({ team_id: team.id, team_code: team.codes.ic, is_completed: 0 });
    const final = {
      ...p,
      revision: 2,
      step: "final",
      isCompleted: true,
      cultureCompatibilityResponses: cultureAnswersFor({ rabbit: 3, dog: 4, cat: 5 }),
    };
    expect((await postJson("/api/assessment", final)).status).toBe(200);
    const detail = (await (await withCookie(cookie, `/api/admin/teams/${team.id}`)).json()) as TeamDetail;
    expect(detail.members).toEqual([expect.objectContaining({ id: p.id, isCompleted: true })]);
    expect(detail.profile).toEqual({ rabbit: 3, dog: 4, cat: 5 });
  });

  it("never refuse a save for an unknown, archived or odd code: stored without a team, the code kept", async () => {
    const archived = await createTeam(cookie, "Old team");
    await sendJson(cookie, "PATCH", `/api/admin/teams/${archived.id}`, { archived: true });
    for (const code of ["nosuchcode42", archived.codes.manager, "  spaces & ünïcode  ", "x".repeat(100)]) {
      const p = validPayload({ teamCode: code });
      const res = await postJson("/api/assessment/partial", p);
      expect(res.status, code).toBe(200);
      expect(await stored(p.id)).toEqual({ team_id: null, team_code: code, is_completed: 0 });
    }
    const missing = validPayload();
    await postJson("/api/assessment/partial", missing);
    expect(await stored(missing.id)).toEqual({ team_id: null, team_code: null, is_completed: 0 });
  });

  it("keep the team a response already has: an admin's assignment and an archived team's membership survive later saves", async () => {
    const team = await createTeam(cookie);
    const p = validPayload({ teamCode: "nosuchcode42" });
    await postJson("/api/assessment/partial", p);
    await sendJson(cookie, "PUT", `/api/admin/responses/${p.id}/team`, { teamId: team.id });
    await postJson("/api/assessment/partial", { ...p, revision: 2 });
    expect(await stored(p.id)).toMatchObject({ team_id: team.id, team_code: "nosuchcode42" });

    const joined = validPayload({ teamCode: team.codes.manager });
    await postJson("/api/assessment/partial", joined);
    await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, { archived: true });
    await postJson("/api/assessment", { ...joined, revision: 2, isCompleted: true });
    expect(await stored(joined.id)).toEqual({ team_id: team.id, team_code: team.codes.manager, is_completed: 1 });
  });

  it("a later save without the code keeps the stored one", async () => {
    const team = await createTeam(cookie);
    const p = validPayload({ teamCode: team.codes.manager });
    await postJson("/api/assessment/partial", p);
    const { teamCode: _, ...without } = p;
    await postJson("/api/assessment/partial", { ...without, revision: 2 });
    expect(await stored(p.id)).toMatchObject({ team_id: team.id, team_code: team.codes.manager });
  });

  it("join only with the code of the save's own audience: each audience joins with its own code", async () => {
    const team = await createTeam(cookie, "Audiences");
    for (const audience of ["ceo", "manager", "ic"] as const) {
      const p = validPayload({ teamCode: team.codes[audience], userFlow: audience });
      expect((await postJson("/api/assessment/partial", p)).status).toBe(200);
      expect(await stored(p.id), audience).toEqual({ team_id: team.id, team_code: team.codes[audience], is_completed: 0 });
    }
  });

  it("an IC's code on a manager's save (or any other audience's code) never joins, and never refuses the save", async () => {
    const team = await createTeam(cookie, "Not for you");
    const others = (audience: Audience) =>
      (["ceo", "manager", "ic"] as const).filter((a) => a !== audience).map((a) => [audience, team.codes[a]] as const);
    for (const [userFlow, code] of (["ceo", "manager", "ic"] as const).flatMap(others)) {
      const p = validPayload({ teamCode: code, userFlow });
      expect((await postJson("/api/assessment/partial", p)).status).toBe(200);
      expect(await stored(p.id), `${userFlow} with ${code}`).toEqual({ team_id: null, team_code: code, is_completed: 0 });
      const final = {
        ...p,
        revision: 2,
        step: "final",
        isCompleted: true,
        cultureCompatibilityResponses: cultureAnswersFor({ rabbit: 1, dog: 2, cat: 3 }),
      };
      expect((await postJson("/api/assessment", final)).status).toBe(200);
      expect(await stored(p.id)).toEqual({ team_id: null, team_code: code, is_completed: 1 });
    }
    expect(((await (await withCookie(cookie, `/api/admin/teams/${team.id}`)).json()) as TeamDetail).members).toEqual([]);
  });

  it("the batch path joins by the same rule", async () => {
    const team: Team = await createTeam(cookie, "Batched");
    const own = validPayload({ teamCode: team.codes.manager, userFlow: "manager" });
    const borrowed = validPayload({ teamCode: team.codes.ic, userFlow: "manager" });
    const ceo = validPayload({ teamCode: team.codes.ceo, userFlow: "ceo" });
    const res = await postJson("/api/assessment/batch", { saves: [own, borrowed, ceo] });
    expect(res.status).toBe(200);
    expect(await stored(own.id)).toEqual({ team_id: team.id, team_code: team.codes.manager, is_completed: 0 });
    expect(await stored(borrowed.id)).toEqual({ team_id: null, team_code: team.codes.ic, is_completed: 0 });
    expect(await stored(ceo.id)).toEqual({ team_id: team.id, team_code: team.codes.ceo, is_completed: 0 });
    // An existing response updated through the batch: the borrowed code still does not join.
    const again = await postJson("/api/assessment/batch", {
      saves: [
        { ...borrowed, revision: 2 },
        { ...own, revision: 2, teamCode: team.codes.ic },
      ],
    });
    expect(again.status).toBe(200);
    expect(await stored(borrowed.id)).toEqual({ team_id: null, team_code: team.codes.ic, is_completed: 0 });
    expect(await stored(own.id)).toMatchObject({ team_id: team.id });
  });

  it("answers 400 naming teamCode only for a code longer than any link can carry", async () => {
    const res = await postJson("/api/assessment/partial", validPayload({ teamCode: "x".repeat(101) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toEqual(["teamCode"]);
  });
});
