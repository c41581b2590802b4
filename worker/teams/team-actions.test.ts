import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { ActionList, TeamAction } from "../../schema/teams/map/team-actions";
import { signIn, withCookie } from "../test/admin";
import { createTeam, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const add = (teamId: string, body: unknown) => sendJson(cookie, "POST", `/api/admin/teams/${teamId}/actions`, body);
const entries = async (teamId: string) =>
  (
    await env.DB.prepare("SELECT action, detail FROM audit_log WHERE target = ? AND action LIKE 'team.action.%' ORDER BY id")
      .bind(teamId)
      .all<{ action: string; detail: string }>()
  ).results.map((r) => [r.action, JSON.parse(r.detail)]);

describe("a team's actions (decision 083)", () => {
  it("are added to the open round, at most five, each audited", async () => {
    const team = await createTeam(cookie);
    const first = await add(team.id, { what: "Pair up for the launch", owner: "Mira", due: "2027-03-01" });
    expect(first.status).toBe(201);
    const action = (await first.json()) as TeamAction;
    expect(action).toMatchObject({ round: 1, what: "Pair up for the launch", owner: "Mira", due: "2027-03-01", status: "open" });
    for (let i = 2; i <= 5; i++) expect((await add(team.id, { what: `Action ${i}`, owner: "Bo", due: "2027-03-01" })).status).toBe(201);
    const sixth = await add(team.id, { what: "One too many", owner: "Bo", due: "2027-03-01" });
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as ApiError).issues).toEqual([
      { path: "actions", message: "Round 1 already has 5 actions; change or drop one instead" },
    ]);
    const list = (await (await withCookie(cookie, `/api/admin/teams/${team.id}/actions`)).json()) as ActionList;
    expect(list.round).toBe(1);
    expect(list.items.map((a) => a.what)).toEqual(["Pair up for the launch", "Action 2", "Action 3", "Action 4", "Action 5"]);
    expect((await entries(team.id))[0]).toEqual([
      "team.action.create",
      { actionId: action.id, round: 1, what: "Pair up for the launch", owner: "Mira", due: "2027-03-01" },
    ]);
  });

  it("change field by field, each change audited with its old and new value", async () => {
    const team = await createTeam(cookie);
    const action = (await (await add(team.id, { what: "Weekly check-in", owner: "Mira", due: "2027-03-01" })).json()) as TeamAction;
    const res = await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}/actions/${action.id}`, { status: "done", owner: "Mira" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: action.id, status: "done", owner: "Mira" });
    expect((await entries(team.id)).slice(1)).toEqual([
      ["team.action.update", { actionId: action.id, field: "status", old: "open", new: "done" }],
    ]);
  });

  it("refuse bad input naming the field, and an action of another team, changing nothing", async () => {
    const team = await createTeam(cookie);
    const other = await createTeam(cookie);
    const bad = await add(team.id, { what: "", owner: "Mira", due: "2027-02-30" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).issues.map((i) => i.path)).toEqual(["what", "due"]);
    const action = (await (await add(team.id, { what: "Keep", owner: "Mira", due: "2027-03-01" })).json()) as TeamAction;
    const elsewhere = await sendJson(cookie, "PATCH", `/api/admin/teams/${other.id}/actions/${action.id}`, { status: "dropped" });
    expect(elsewhere.status).toBe(404);
    expect(((await (await withCookie(cookie, `/api/admin/teams/${team.id}/actions`)).json()) as ActionList).items[0]?.status).toBe("open");
    expect((await add("no-such-team", { what: "x", owner: "y", due: "2027-03-01" })).status).toBe(404);
  });
});
