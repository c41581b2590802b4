// The board's team view: every aggregate for owners and admins, marked with what sponsors would see at the deployment's floor
// (decision 081); a confirmed manager's profile is never on it (decision 061).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/admin";
import { confirmProfile } from "../test/sponsor";
import { addMember, createTeam } from "../test/teams";
import { readBoard, teamForming } from "./board-state";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const SCORES = [
  { rabbit: 10, dog: 3, cat: 0 },
  { rabbit: 11, dog: 4, cat: 1 },
  { rabbit: 12, dog: 5, cat: 2 },
];

async function teamOfThree() {
  const team = await createTeam(cookie, `Board ${crypto.randomUUID().slice(0, 6)}`);
  for (const scores of SCORES) await addMember(cookie, team.id, { scores });
  return team;
}

describe("teamForming", () => {
  it("marks a spread and mean of 3 hidden for lower audiences under a floor of 5 (2 more needed) and of 4 (1 more), shown at 3", async () => {
    const team = await teamOfThree();
    const at5 = await teamForming(env.DB, team.id, 5);
    expect(at5).toMatchObject({ profileSource: "mean", profileMembers: 3, matches: 3 });
    expect(at5.profile).toEqual({ figure: { rabbit: 11, dog: 4, cat: 1 }, hiddenFor: ["manager"], needed: 2 });
    expect(at5.spread).toMatchObject({ hiddenFor: ["sponsor", "manager"], needed: 2 });
    expect(at5.spread!.figure.reduce((sum, b) => sum + b.count, 0)).toBe(3);
    expect((await teamForming(env.DB, team.id, 4)).spread).toMatchObject({ hiddenFor: ["sponsor", "manager"], needed: 1 });
    const at3 = await teamForming(env.DB, team.id, 3);
    expect(at3.profile).toMatchObject({ hiddenFor: [], needed: 0 });
    expect(at3.spread).toMatchObject({ hiddenFor: [], needed: 0, figure: at5.spread!.figure });
  });

  it("never carries a confirmed manager's profile, whatever the floor", async () => {
    const team = await teamOfThree();
    const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: { rabbit: 8, dog: 10, cat: 2 } });
    await confirmProfile(team.id, mira.id);
    for (const floor of [3, 5])
      expect(await teamForming(env.DB, team.id, floor)).toMatchObject({ profile: null, profileSource: "manager" });
  });

  it("reads the floor it is given into the whole board", async () => {
    const team = await teamOfThree();
    const mine = async (floor: number) => (await readBoard(env.DB, 0, Date.now(), floor)).teams.find((t) => t.teamId === team.id);
    expect((await mine(5))?.spread).toMatchObject({ hiddenFor: ["sponsor", "manager"], needed: 2 });
    expect((await mine(3))?.spread).toMatchObject({ hiddenFor: [] });
  });
});
