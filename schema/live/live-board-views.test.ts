import { describe, expect, it } from "vitest";
import { countersOf, type LiveSnapshot, type LiveUpdate } from "./live-board";
import { sampleDevice, sampleTeam } from "./live-board-samples";
import { boardView, snapshotFor, updateFor } from "./live-board-views";

const NOW = Date.UTC(2026, 10, 27, 12, 30);
const teams = [sampleTeam({ teamId: "t1", name: "Platform", today: { started: 2, completed: 1 } })];
const devices = [sampleDevice(NOW, { teamId: "t1", teamName: "Platform" })];
const snapshot: LiveSnapshot = { seq: 1, at: NOW, dayStart: 0, devices, all: countersOf(teams), teams };
const update: LiveUpdate = {
  type: "update",
  seq: 2,
  at: NOW,
  all: countersOf(teams),
  teams,
  devices,
  events: [
    { kind: "save", deviceId: "d1", responseId: "r1", revision: 3, completed: true },
    { kind: "health", deviceId: "d1" },
  ],
};

describe("what each role receives of the live board (decision 061)", () => {
  it("gives the roles that may read teams the board per team, and a viewer every team's figures together", () => {
    expect([boardView("owner"), boardView("admin"), boardView("viewer")]).toEqual(["teams", "teams", "counts"]);
    expect(snapshotFor("teams", snapshot)).toBe(snapshot);
    expect(updateFor("teams", update)).toBe(update);
  });

  it("leaves a viewer no team: none per team, no device's team, no response behind a save", () => {
    const s = snapshotFor("counts", snapshot);
    expect(s).not.toHaveProperty("teams");
    expect(s.all).toEqual(snapshot.all);
    expect(s.devices[0]).not.toHaveProperty("teamId");
    expect(s.devices[0]).not.toHaveProperty("teamName");
    const u = updateFor("counts", update);
    expect(u).not.toHaveProperty("teams");
    expect(u.events).toEqual([
      { kind: "save", deviceId: "d1" },
      { kind: "health", deviceId: "d1" },
    ]);
    expect(JSON.stringify(u)).not.toMatch(/r1|Platform|t1/);
  });
});
