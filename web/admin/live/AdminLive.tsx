import { useEffect, useRef, useState } from "react";
import { ANNOUNCE_MS, changesToAnnounce, totals, type LiveSnapshot } from "../../../schema/live/live-board";
import { Spinner } from "../../ui/Spinner";
import type { Mode } from "./connection";
import { DevicesSection } from "./Devices";
import { count, timeOf } from "./format";
import { TeamsCard } from "./TeamsCard";
import { isAuthError, useLiveBoard, type SnapshotError } from "./use-live-board";

/**
 * /admin/live (docs/admin.md#the-live-board): every tablet's queue and every completion as it happens, for
 * every role. Its own lazy chunk, named Admin* so respondents never download it.
 */
export default function AdminLive({ onAuthError }: { onAuthError: (error: SnapshotError) => void }) {
  const { board, mode, error, now: tick } = useLiveBoard();
  // The clock moves every 5 s; an update read later than the last tick counts ages from its own time.
  const now = Math.max(tick, board?.at ?? 0);
  // A session that ended or lost its role: the admin's usual toast and the way back to sign-in (passed in,
  // so this chunk shares no admin module with the first load, which would split it: docs/performance.md).
  useEffect(() => {
    if (isAuthError(error)) onAuthError(error);
  }, [error, onAuthError]);
  return (
    // From 1536 px wide (a screen across the room) everything is a quarter larger.
    <div className="flex flex-col gap-6 2xl:[zoom:1.25]">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Live board
        </h1>
        <p className="text-slate-700 mt-1 mb-0">
          Which tablets are online, which still hold answers, and how many people started and finished today.
        </p>
        <ModeLine mode={mode} at={board?.at ?? null} now={now} />
      </div>
      {!board && !error && <Spinner label="Loading the live board..." />}
      {!board && error !== null && <p className="card text-red-700 m-0">The live board could not be loaded. It tries again by itself.</p>}
      {board && (
        <>
          <Totals board={board} now={now} />
          <DevicesSection devices={board.devices} now={now} />
          {/* Per team for roles that may read teams; a viewer's board has every team's figures together (decision 061). */}
          {board.teams && <TeamsCard teams={board.teams} now={now} />}
        </>
      )}
      <Announcer board={board} now={now} />
    </div>
  );
}

function ModeLine({ mode, at, now }: { mode: Mode; at: number | null; now: number }) {
  if (mode === "polling")
    return (
      <p className="mt-2 mb-0 font-semibold text-amber-900" data-testid="live-mode">
        <span aria-hidden="true">◌ </span>Live updates are unavailable: this page refreshes every 10 seconds
        {at !== null ? ` (last refreshed ${timeOf(at, now)})` : ""}.
      </p>
    );
  return (
    <p className="mt-2 mb-0 text-slate-700" data-testid="live-mode">
      <span aria-hidden="true" className={mode === "live" ? "text-green-700" : ""}>
        ●{" "}
      </span>
      {mode === "live" ? "Live: changes appear as they happen." : "Connecting..."}
    </p>
  );
}

function Totals({ board, now }: { board: LiveSnapshot; now: number }) {
  const t = totals(board.all, now);
  const figures = [
    ["Started today", t.today.started],
    ["Completed today", t.today.completed],
    ["Started in the last hour", t.lastHour.started],
    ["Completed in the last hour", t.lastHour.completed],
  ] as const;
  return (
    <section aria-labelledby="live-totals" className="card">
      <h2 id="live-totals" className="text-lg font-bold mt-0 mb-4">
        All teams
      </h2>
      <dl className="grid grid-cols-2 md:grid-cols-4 gap-4 m-0">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="m-0 text-3xl font-bold tabular-nums" data-testid={`total-${label}`}>
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A polite live region that speaks the important changes (schema/live/live-board.ts changesToAnnounce) at
 * most once per ANNOUNCE_MS, summarising what happened meanwhile.
 */
function Announcer({ board, now }: { board: LiveSnapshot | null; now: number }) {
  const [said, setSaid] = useState("");
  const seen = useRef<{ board: LiveSnapshot; at: number } | null>(null);
  const queued = useRef<string[]>([]);
  const last = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!board) return;
    const at = Date.now();
    const before = seen.current;
    seen.current = { board, at };
    if (!before) return;
    for (const phrase of changesToAnnounce(before.board, before.at, board, at))
      if (!queued.current.includes(phrase)) queued.current.push(phrase);
    if (!queued.current.length || timer.current !== undefined) return;
    timer.current = window.setTimeout(
      () => {
        timer.current = undefined;
        last.current = Date.now();
        setSaid(`${queued.current.join(". ")}.`);
        queued.current = [];
      },
      Math.max(0, last.current + ANNOUNCE_MS - at),
    );
  }, [board, now]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="live-announcer">
      {said}
    </div>
  );
}
