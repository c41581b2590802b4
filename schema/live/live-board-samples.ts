// Sample board rows for tests (schema/live/live-board.test.ts, web/admin/live/connection.test.ts).
import type { LiveDevice, LiveTeam } from "./live-board";

/** A team's counters, all zero, responses in no team; overridable. */
export const sampleTeam = (over: Partial<LiveTeam> = {}): LiveTeam => ({
  teamId: null,
  name: "No team",
  today: { started: 0, completed: 0 },
  minutes: [],
  profile: null,
  profileSource: null,
  profileMembers: 0,
  spread: null,
  matches: 0,
  ...over,
});

/** A kiosk that reported at `reportedAt` with nothing waiting; overridable. */
export const sampleDevice = (reportedAt: number, over: Partial<LiveDevice> = {}): LiveDevice => ({
  deviceId: "d1",
  label: "Tablet 1",
  kiosk: true,
  teamId: null,
  teamName: null,
  pending: 0,
  failed: 0,
  oldestPendingAt: null,
  appVersion: "v1",
  persisted: true,
  storageUsage: null,
  storageQuota: null,
  lastError: null,
  reportedAt,
  lastSaveAt: null,
  ...over,
});
