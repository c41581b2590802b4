import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeviceHealth } from "../../schema/live/device-health-schema";
import type { LiveSnapshot, LiveUpdate } from "../../schema/live/live-board";
import { hasRole, type Role } from "../../schema/identity/roles";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { Team } from "../../schema/teams/team-api";
import { validPayload } from "../../schema/save/sample-payload";
import { signIn, signInAs, withCookie } from "../test/admin";
import { postJson } from "../test/call";
import { healthReport, openSocket, sendHealth, today, type Board } from "../test/live";
import { confirmProfile } from "../test/sponsor";
import { addMember, createTeam, cultureAnswersFor } from "../test/teams";

/** docs/security.md's table of the board's messages: each field, the messages that carry it, and the least role that receives it. */
type Row = { field: string; in: ("snapshot" | "update")[]; least: Role };

function documentedFields(doc: string): Row[] {
  const rows: Row[] = [];
  for (const line of doc.split("\n")) {
    const m = /^\| `([a-zA-Z.[\]]+)` \| ((?:snapshot|update)(?:, (?:snapshot|update))?) \| (viewer|admin|owner) \|/.exec(line);
    if (m) rows.push({ field: m[1]!, in: m[2]!.split(", ") as Row["in"], least: m[3] as Role });
  }
  return rows;
}

/**
 * The fields a message carries, to one level below it (the table's depth): each top-level key; the keys of
 * a top-level object (`all.today`); the keys of each item of a top-level list of objects (`devices[].label`).
 */
function fieldsOf(message: object): Set<string> {
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(message)) {
    fields.add(key);
    const items: unknown[] = Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [];
    const suffix = Array.isArray(value) ? "[]" : "";
    for (const item of items)
      if (item && typeof item === "object" && !Array.isArray(item)) for (const k of Object.keys(item)) fields.add(`${key}${suffix}.${k}`);
  }
  return fields;
}

const rows = documentedFields(env.TEST_SECURITY_DOC);
const allowed = (role: Role, message: "snapshot" | "update") =>
  new Set(rows.filter((r) => r.in.includes(message) && hasRole(role, r.least)).map((r) => r.field));

const MEAN_SCORES: CultureScores[] = [
  { rabbit: 3, dog: 14, cat: 9 },
  { rabbit: 17, dog: 6, cat: 1 },
  { rabbit: 10, dog: 10, cat: 10 },
  { rabbit: 5, dog: 15, cat: 5 },
  { rabbit: 12, dog: 2, cat: 18 },
];

let owner: string;
let team: Team;
let kiosk: DeviceHealth;
beforeAll(async () => {
  owner = await signIn();
  // A team whose profile and spread the board shows (5 completed members), and a kiosk bound to it: every field present.
  team = await createTeam(owner, `Board fields ${crypto.randomUUID().slice(0, 6)}`);
  for (const scores of MEAN_SCORES) await addMember(owner, team.id, { scores });
  kiosk = healthReport({ teamCode: team.codes.ic });
  expect((await sendHealth(kiosk)).status).toBe(204);
});

/** Every update a board gets within `ms` after the last one. */
async function updatesOf(board: Board, ms = 1_000): Promise<LiveUpdate[]> {
  const got: LiveUpdate[] = [];
  for (let u = await board.next(); u; u = await board.next(ms)) got.push(u);
  return got;
}

/** A snapshot and the updates after a kiosk's report and its save into the team, as `role` receives them. */
async function messagesFor(role: Role): Promise<{ snapshot: LiveSnapshot; updates: LiveUpdate[] }> {
  const { cookie } = role === "owner" ? { cookie: owner } : await signInAs(role);
  const board = await openSocket(cookie);
  const snapshot = (await (await withCookie(cookie, `/api/admin/live?dayStart=${today()}`)).json()) as LiveSnapshot;
  expect((await sendHealth({ ...kiosk, pending: 1 })).status).toBe(204);
  const save = validPayload({
    deviceId: kiosk.deviceId,
    teamCode: team.codes.ic,
    isCompleted: true,
    cultureCompatibilityResponses: cultureAnswersFor(MEAN_SCORES[0]!),
  });
  expect((await postJson("/api/assessment", save)).status).toBe(200);
  const updates = await updatesOf(board);
  board.ws!.close();
  return { snapshot, updates };
}

describe("docs/security.md's table of the live board's messages", () => {
  it("names fields for every role and both messages", () => {
    expect(rows.length).toBeGreaterThan(30);
    for (const least of ["viewer", "admin"] as const) expect(rows.some((r) => r.least === least)).toBe(true);
  });

  it.each(["viewer", "admin", "owner"] as const)(
    "the %s role: its snapshot and updates carry exactly the fields the table gives it",
    async (role) => {
      const { snapshot, updates } = await messagesFor(role);
      expect([...fieldsOf(snapshot)].sort()).toEqual([...allowed(role, "snapshot")].sort());
      const carried = new Set(updates.flatMap((u) => [...fieldsOf(u)]));
      // Not vacuous: the updates held a report (its device's row) and a save.
      expect(updates.flatMap((u) => u.events.map((e) => e.kind)).sort()).toEqual(expect.arrayContaining(["health", "save"]));
      expect([...carried].sort()).toEqual([...allowed(role, "update")].sort());
    },
  );
});

describe("what no role's board carries", () => {
  it("a confirmed manager's profile: one person's scores, read only on their audited detail", async () => {
    const managed = await createTeam(owner, `Managed ${crypto.randomUUID().slice(0, 6)}`);
    const manager = await addMember(owner, managed.id, { userFlow: "manager", scores: { rabbit: 8, dog: 10, cat: 2 } });
    for (const scores of MEAN_SCORES) await addMember(owner, managed.id, { scores });
    await confirmProfile(managed.id, manager.id);
    const board = await openSocket(owner);
    const snapshot = (await (await withCookie(owner, `/api/admin/live?dayStart=${today()}`)).json()) as LiveSnapshot;
    expect(snapshot.teams!.find((t) => t.teamId === managed.id)).toMatchObject({ profile: null, profileSource: "manager" });
    // An update after a completion reads the profiles again: still none.
    await addMember(owner, managed.id, { scores: { rabbit: 1, dog: 1, cat: 1 } });
    const updates = await updatesOf(board);
    expect(updates.length).toBeGreaterThan(0);
    for (const u of updates)
      expect(u.teams!.find((t) => t.teamId === managed.id)).toMatchObject({ profile: null, profileSource: "manager" });
    expect(JSON.stringify([snapshot, updates])).not.toContain('"rabbit":8,"dog":10,"cat":2');
    board.ws!.close();
  });
});
