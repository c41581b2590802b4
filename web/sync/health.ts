import { HEARTBEAT_MS, MIN_REPORT_GAP_MS } from "../../schema/device-health";
import { getMeta } from "../db/meta";
import { BEFORE_SYNC_MAX_MS, isKioskOn, queueSize, sendHealth } from "./health-report";

export { healthReport, sendHealth } from "./health-report";

/**
 * Reports before a sync that may upload a queue (page start, back online, back to the page), so a board
 * sees what a device held before it sees it arrive; after each upload that sent something (at most every
 * MIN_REPORT_GAP_MS); and on a kiosk every HEARTBEAT_MS while online. A respondent's browser reports only
 * around its uploads (cheap: a few requests per respondent).
 */
export function watchHealth(
  win: Window,
  report: () => Promise<number | null> = sendHealth,
  size: () => Promise<number> = queueSize,
): { beforeSync: () => Promise<void>; afterUpload: () => void; afterDrain: () => Promise<void>; stop: () => void } {
  let last = 0;
  let told: number | null = null;
  let waiting: number | undefined;
  const send = async () => {
    waiting = undefined;
    last = Date.now();
    told = await report();
  };
  const afterUpload = () => {
    if (waiting !== undefined) return;
    waiting = win.setTimeout(() => void send(), Math.max(0, last + MIN_REPORT_GAP_MS - Date.now()));
  };
  const tick = async () => {
    if (win.navigator.onLine === false) return;
    if (isKioskOn(await getMeta("kiosk").catch(() => undefined)) && Date.now() - last >= HEARTBEAT_MS - 1000) void send();
  };
  const timer = win.setInterval(() => void tick(), HEARTBEAT_MS);
  return {
    beforeSync: async () => {
      if (win.navigator.onLine === false || Date.now() - last < MIN_REPORT_GAP_MS) return;
      await Promise.race([send(), new Promise((resolve) => win.setTimeout(resolve, BEFORE_SYNC_MAX_MS))]);
    },
    afterUpload,
    // The service worker may have uploaded the queue (Background Sync): a drain of the page that sent
    // nothing still reports when the queue is no longer what the last report said.
    afterDrain: async () => {
      if (told !== null && (await size().catch(() => told)) !== told) afterUpload();
    },
    stop: () => {
      win.clearInterval(timer);
      win.clearTimeout(waiting);
    },
  };
}
