import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TeamMapAnswer } from "../../schema/teams/map/round-change";
import { mapPoint } from "../../schema/teams/map/geometry";
import { saveResponse, setCompletedAt, signIn, withCookie } from "../test/admin";
import { confirmProfile } from "../test/sponsor";
import { addMember, createTeam, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

type Colour = "yellow" | "blue" | "red";
/** Answers that make the type: one statement of the colour rated "very like me" in each part. */
const typed = (attraction: Colour, pursuer: Colour) => ({
  attractionResponses: { [attraction]: { "1": 2 as const } },
  pursuerResponses: { [pursuer]: { "1": 2 as const } },
});

describe("GET /api/admin/teams/:id/map (decision 083)", () => {
  it("gives the completed members' types and scores, the type grid and the gaps against the profile", async () => {
    const team = await createTeam(cookie, "Mapped");
    const manager = await addMember(cookie, team.id, {
      userFlow: "manager",
      name: "Mira",
      scores: { rabbit: 2, dog: 4, cat: 18 },
      ...typed("red", "blue"),
    });
    const types: [string, Colour, Colour][] = [
      ["Ana", "yellow", "red"],
      ["Bo", "blue", "yellow"],
      ["Cy", "red", "red"],
      ["Di", "yellow", "blue"],
    ];
    for (const [name, a, p] of types) await addMember(cookie, team.id, { name, scores: { rabbit: 18, dog: 4, cat: 2 }, ...typed(a, p) });
    await addMember(cookie, team.id, { name: "Eve", completed: false, scores: { rabbit: 10, dog: 10, cat: 0 } });
    await confirmProfile(team.id, manager.id);

    const res = await withCookie(cookie, `/api/admin/teams/${team.id}/map`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as TeamMapAnswer;
    expect(answer).toMatchObject({ round: 1, previous: null, change: null });
    const map = answer.current;
    // The unfinished member is on no part of the map.
    expect(map.members.map((m) => m.name).sort()).toEqual(["Ana", "Bo", "Cy", "Di", "Mira"]);
    expect(map.profile).toEqual({ rabbit: 2, dog: 4, cat: 18 });
    expect(map.grid.figure.total).toBe(5);
    expect(map.grid.figure.counts).toMatchObject({ red: { blue: 1, red: 1 }, yellow: { red: 1, blue: 1 }, blue: { yellow: 1 } });
    expect(map.mean?.figure.rabbit).toBeCloseTo((4 * 18 + 2) / 5);
    expect(mapPoint(map.mean!.figure).shares.rabbit).toBeGreaterThan(0.5);
    // The team leans Rabbit where the profile asks for Cat, and four of five are far from it.
    expect(map.gaps).toContainEqual(expect.objectContaining({ kind: "culture-lean", leans: "rabbit", asks: "cat" }));
    expect(map.gaps).toContainEqual({ kind: "far-members", count: 4, of: 5, below: 60, size: 0.8 });
    expect(map.grid).toMatchObject({ hiddenFor: [], needed: 0 });
  });

  it("answers 404 naming the id for a team that does not exist", async () => {
    const res = await withCookie(cookie, "/api/admin/teams/no-such-team/map");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ issues: [{ path: "id" }] });
  });

  it("is empty, not an error, for a team nobody finished", async () => {
    const team = await createTeam(cookie, "Empty");
    await saveResponse({ step: "intake-complete" });
    const map = ((await (await withCookie(cookie, `/api/admin/teams/${team.id}/map`)).json()) as TeamMapAnswer).current;
    expect(map).toMatchObject({ members: [], mean: null, profile: null, gaps: [] });
    expect(map.grid.figure.total).toBe(0);
  });
});

describe("rounds (decision 083)", () => {
  it("count a completion in the round open when it completed, compare the last two, and are audited", async () => {
    const team = await createTeam(cookie, "Rounds");
    const early = await addMember(cookie, team.id, { name: "Early", scores: { rabbit: 18, dog: 4, cat: 2 }, ...typed("red", "blue") });
    // A second earlier than the round's opening, so one millisecond's tie cannot decide the test.
    await setCompletedAt(early.id, Date.now() - 1000);
    const opened = await sendJson(cookie, "POST", `/api/admin/teams/${team.id}/rounds`, {});
    expect(opened.status).toBe(201);
    expect(await opened.json()).toEqual({ round: 2 });
    // The same invite links: a completion from now on counts in round 2.
    await addMember(cookie, team.id, { name: "Later", scores: { rabbit: 2, dog: 4, cat: 18 }, ...typed("yellow", "yellow") });

    const answer = (await (await withCookie(cookie, `/api/admin/teams/${team.id}/map`)).json()) as TeamMapAnswer;
    expect(answer.round).toBe(2);
    expect(answer.current.members.map((m) => m.name)).toEqual(["Later"]);
    expect(answer.previous?.members.map((m) => m.name)).toEqual(["Early"]);
    expect(answer.change?.grid.red.blue).toBe(-1);
    expect(answer.change?.grid.yellow.yellow).toBe(1);
    expect(answer.change?.mean).toEqual({ from: { rabbit: 18, dog: 4, cat: 2 }, to: { rabbit: 2, dog: 4, cat: 18 } });
    const logged = await env.DB.prepare("SELECT detail FROM audit_log WHERE target = ? AND action = 'team.round.open'")
      .bind(team.id)
      .all<{ detail: string }>();
    expect(logged.results.map((r) => JSON.parse(r.detail))).toEqual([{ round: 2 }]);
    // Actions belong to the open round.
    const added = await sendJson(cookie, "POST", `/api/admin/teams/${team.id}/actions`, {
      what: "Retest",
      owner: "Mira",
      due: "2027-06-01",
    });
    expect(await added.json()).toMatchObject({ round: 2 });
  });

  it("answers 404 for a team that does not exist", async () => {
    expect((await sendJson(cookie, "POST", "/api/admin/teams/no-such-team/rounds", {})).status).toBe(404);
  });
});
