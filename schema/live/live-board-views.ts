// What each role receives of the live board (decision 061): exactly what it may read elsewhere. A viewer may
// not learn a response's team (decision 030), and per-team counters that move with a save, read beside the
// list's completion times or a save's response id, would tell it; so a viewer's board has no team at all.
import type { BoardEvent, LiveDevice, LiveSnapshot, LiveUpdate } from "./live-board";
import { can, type Role } from "../identity/roles";

/** "teams": the board per team, for roles that may read teams; "counts": every team's counters together. */
export type BoardView = "teams" | "counts";
export const boardView = (role: Role): BoardView => (can(role, "teams") ? "teams" : "counts");

const withoutTeam = ({ teamId: _id, teamName: _name, ...device }: LiveDevice): LiveDevice => device;
const deviceOnly = (e: BoardEvent): BoardEvent => (e.kind === "save" ? { kind: "save", deviceId: e.deviceId } : e);

/** The snapshot as the view may have it. */
export function snapshotFor(view: BoardView, s: LiveSnapshot): LiveSnapshot {
  if (view === "teams") return s;
  const { teams: _teams, ...rest } = s;
  return { ...rest, devices: s.devices.map(withoutTeam) };
}

/** An update as the view may have it. */
export function updateFor(view: BoardView, u: LiveUpdate): LiveUpdate {
  if (view === "teams") return u;
  const { teams: _teams, ...rest } = u;
  return { ...rest, devices: u.devices.map(withoutTeam), events: u.events.map(deviceOnly) };
}
