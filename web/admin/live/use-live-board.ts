import { useEffect, useState } from "react";
import { localDayStart, type LiveSnapshot } from "../../../schema/live/live-board";
import { LiveConnection, type BoardView, type SocketLike } from "./connection";

/** A refused snapshot: its status and body (the workspace turns it into the admin's HttpError, web/admin/api/http.ts). */
export class SnapshotError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

export const isAuthError = (error: unknown): error is SnapshotError =>
  error instanceof SnapshotError && (error.status === 401 || error.status === 403);

/** GET /api/admin/live: the board's snapshot for the browser's day (decision 057). */
export async function fetchLiveSnapshot(dayStart: number): Promise<LiveSnapshot> {
  const res = await fetch(`/api/admin/live?dayStart=${dayStart}`, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!res.ok) throw new SnapshotError(res.status, await res.text().catch(() => ""));
  return (await res.json()) as LiveSnapshot;
}

const socketUrl = (dayStart: number) => {
  const url = new URL(`/api/admin/live/socket?dayStart=${dayStart}`, location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
};

/** The board's state and how it is kept current, plus a clock that moves every 5 s (ages, online, the last hour). */
export function useLiveBoard(): BoardView & { now: number } {
  const [view, setView] = useState<BoardView>({ board: null, mode: "connecting", error: null });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const connection = new LiveConnection(
      {
        // The connection sets and calls the handlers without their event argument, which it never reads.
        openSocket: (dayStart) => new WebSocket(socketUrl(dayStart)) as unknown as SocketLike,
        fetchSnapshot: fetchLiveSnapshot,
        dayStart: () => localDayStart(new Date()),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (timer) => window.clearTimeout(timer as number),
      },
      setView,
    );
    connection.start();
    const clock = window.setInterval(() => {
      setNow(Date.now());
      connection.tick();
    }, 5_000);
    return () => {
      window.clearInterval(clock);
      connection.stop();
    };
  }, []);
  return { ...view, now };
}
