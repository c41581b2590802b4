import { HEARTBEAT_MS, MIN_REPORT_GAP_MS } from "../../schema/live/device-health";
import { getMeta } from "../db/meta";
import {
  BEFORE_SYNC_MAX_MS,
  isKioskOn,
  lastReportAt,
  lastToldQueue,
  queueMoved,
  queueSize,
  reportBeforeUploads,
  sendHealth,
} from "./health-report";
import { onSync } from "./sync-events";

export { healthReport, sendHealth } from "./health-report";

/** What the page's reporter reads and does; the tests give it fakes. */
export type HealthDeps = {
  report: () => Promise<number | null>;
  size: () => Promise<number>;
  /** The queue size the last report told, and when a report last went (the drain's too). */
  told: () => number | null;
  lastAt: () => number;
  isKiosk: () => Promise<boolean>;
};

const realDeps: HealthDeps = {
  report: () => sendHealth(),
  size: queueSize,
  told: lastToldQueue,
  lastAt: lastReportAt,
  isKiosk: async () => isKioskOn(await getMeta("kiosk").catch(() => undefined)),
};

/**
 * The page's reports (docs/offline.md#health-reports-from-devices), each in answer to what sync announces
 * (web/sync/sync-events.ts): before a drain uploads a queue that waited (web/sync/health-report.ts); before
 * a sync on a kiosk or with saves waiting (page start, back online, back to the page), so a board sees the
 * device and what it holds; after a drain (its own or the service worker's) moved a queue the server was
 * told of, at least MIN_REPORT_GAP_MS after the last report; when staff change the kiosk's name or team, at
 * once; and on a kiosk every HEARTBEAT_MS while online. A respondent's browser online reports almost never:
 * its saves leave at once.
 */
export function watchHealth(
  win: Window,
  deps: HealthDeps = realDeps,
): { beforeSync: () => Promise<void>; afterDrain: () => Promise<void>; stop: () => void } {
  let own = 0;
  const last = () => Math.max(own, deps.lastAt());
  let waiting: number | undefined;
  const send = () => {
    waiting = undefined;
    own = Date.now();
    return deps.report();
  };
  const tick = async () => {
    if (win.navigator.onLine === false) return;
    if ((await deps.isKiosk()) && Date.now() - last() >= HEARTBEAT_MS - 1000) void send();
  };
  const timer = win.setInterval(() => void tick(), HEARTBEAT_MS);
  const beforeSync = async () => {
    if (win.navigator.onLine === false || Date.now() - last() < MIN_REPORT_GAP_MS) return;
    if (!(await deps.isKiosk()) && (await deps.size().catch(() => 0)) === 0) return;
    await Promise.race([send(), new Promise((resolve) => win.setTimeout(resolve, BEFORE_SYNC_MAX_MS))]);
  };
  const afterDrain = async () => {
    if (waiting !== undefined || !(await queueMoved(deps.size, deps.told))) return;
    waiting = win.setTimeout(() => void send(), Math.max(0, last() + MIN_REPORT_GAP_MS - Date.now()));
  };
  const unsubscribe = [
    onSync("resume", beforeSync),
    reportBeforeUploads(),
    onSync("drained", afterDrain),
    // The board shows the new name or team at once, whatever the gap since the last report.
    onSync("kioskSaved", ({ before, after }) => (before.label !== after.label || before.teamCode !== after.teamCode) && deps.report()),
  ];
  return {
    beforeSync,
    afterDrain,
    stop: () => {
      unsubscribe.forEach((off) => off());
      win.clearInterval(timer);
      win.clearTimeout(waiting);
    },
  };
}
