import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  ANNOUNCE_MS,
  changesToAnnounce,
  deviceName,
  isOnline,
  lastHour,
  totals,
  LIVE_FLOOR,
  type LiveDevice,
  type LiveSnapshot,
  type LiveTeam,
} from "../../../schema/live-board";
import { Spinner } from "../../ui/Spinner";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { ANIMAL_LABEL, CULTURE_ANIMALS } from "../../../schema/constants";
import type { Mode } from "./connection";
import { count, storage, timeOf, waiting } from "./format";
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
    <div className="flex flex-col gap-6">
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
          <DevicesCard devices={board.devices} now={now} />
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

const LEVEL_CLASS = { ok: "", amber: "bg-amber-100 text-amber-900", red: "bg-red-100 text-red-900" } as const;

function DevicesCard({ devices, now }: { devices: LiveDevice[]; now: number }) {
  return (
    <Section id="live-devices" title="Devices">
      {devices.length === 0 ? (
        <p className="m-0 text-slate-700">No device has reported in the last day. Kiosks report every 30 seconds while online.</p>
      ) : (
        <>
          {/* A laptop's table; a phone gets the same facts as a list (seven columns do not fit 390 px). */}
          <div className="hidden md:block">
            <Table look="wide" region="Devices" aria-label="Devices">
              <HeadRow>
                <ColumnHeader>Device</ColumnHeader>
                <ColumnHeader>Status</ColumnHeader>
                <ColumnHeader>Saves waiting</ColumnHeader>
                <ColumnHeader>Last save</ColumnHeader>
                <ColumnHeader>Storage</ColumnHeader>
                <ColumnHeader>App version</ColumnHeader>
                <ColumnHeader>Last error</ColumnHeader>
              </HeadRow>
              <tbody>
                {devices.map((d) => (
                  <DeviceRow key={d.deviceId} device={d} now={now} />
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="md:hidden list-none m-0 p-0 flex flex-col" aria-label="Devices">
            {devices.map((d) => (
              <DeviceItem key={d.deviceId} device={d} now={now} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function DeviceName({ device: d }: { device: LiveDevice }) {
  return (
    <>
      {deviceName(d)}
      <span className="block text-xs font-normal text-slate-700">
        {d.kiosk ? "Kiosk" : "Respondent's browser"}
        {d.teamName ? ` · ${d.teamName}` : ""}
      </span>
    </>
  );
}

function Status({ device: d, now }: { device: LiveDevice; now: number }) {
  const online = isOnline(d, now);
  return (
    <>
      <span className={online ? "text-green-800 font-semibold" : "text-slate-700"}>
        <span aria-hidden="true">{online ? "● " : "○ "}</span>
        {online ? "Online" : "Offline"}
      </span>
      <span className="block text-xs text-slate-700">seen {timeOf(d.reportedAt, now)}</span>
    </>
  );
}

function Waiting({ device: d, now }: { device: LiveDevice; now: number }) {
  const w = waiting(d, now);
  return (
    <>
      <span className={`inline-block rounded px-1.5 ${w.level ? LEVEL_CLASS[w.level] : ""}`}>
        {w.word && (
          <strong>
            <span aria-hidden="true">{w.level === "red" ? "▲ " : "△ "}</span>
            {w.word}:{" "}
          </strong>
        )}
        {w.text}
      </span>
      {d.failed > 0 && <span className="block text-xs text-red-800 font-semibold">{count(d.failed)} refused</span>}
    </>
  );
}

/** A phone's short list of labelled facts (a device's, a team's). */
function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="m-0 break-words min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One device on a phone: the same facts as a table row, as a short list. */
function DeviceItem({ device: d, now }: { device: LiveDevice; now: number }) {
  const facts: [string, string][] = [
    ["Last save", d.lastSaveAt === null ? "—" : timeOf(d.lastSaveAt, now)],
    ["Storage", storage(d)],
    ["App version", d.appVersion],
    ["Last error", d.lastError ?? "—"],
  ];
  return (
    <li className="border-t border-slate-200 py-3 flex flex-col gap-1" data-device={d.deviceId}>
      <p className="m-0 font-semibold">
        <DeviceName device={d} />
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 items-start">
        <div>
          <Status device={d} now={now} />
        </div>
        <div>
          <Waiting device={d} now={now} />
        </div>
      </div>
      <Facts facts={facts} />
    </li>
  );
}

function DeviceRow({ device: d, now }: { device: LiveDevice; now: number }) {
  return (
    <Row data-device={d.deviceId}>
      <RowHeader strong>
        <DeviceName device={d} />
      </RowHeader>
      <Cell className="whitespace-nowrap">
        <Status device={d} now={now} />
      </Cell>
      <Cell data-testid="device-waiting">
        <Waiting device={d} now={now} />
      </Cell>
      <Cell className="whitespace-nowrap">{d.lastSaveAt === null ? "—" : timeOf(d.lastSaveAt, now)}</Cell>
      <Cell>{storage(d)}</Cell>
      <Cell className="break-all">{d.appVersion}</Cell>
      <Cell className="break-words">{d.lastError ?? "—"}</Cell>
    </Row>
  );
}

/** A titled card, as the admin's Card draws it (kept here: sharing it would split the admin's first-load chunks). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-bold mt-0 mb-4">
        {title}
      </h2>
      {children}
    </section>
  );
}

const profileText = (p: NonNullable<LiveTeam["profile"]>) => CULTURE_ANIMALS.map((a) => `${ANIMAL_LABEL[a]} ${p[a]}`).join(" · ");

function spreadText(t: LiveTeam): string {
  if (!t.spread) return `Forming: ${count(t.matches)} of ${LIVE_FLOOR} matches needed`;
  return t.spread.map((b) => `${b.label}%: ${count(b.count)}`).join(" · ");
}

function profileCell(t: LiveTeam): string {
  if (t.teamId === null) return "—";
  // A confirmed manager's profile is one person's scores: the board never carries them (decision 061).
  if (t.profileSource === "manager") return "Confirmed manager's profile (on the team page)";
  if (t.profile) return `${profileText(t.profile)} (mean of ${count(t.profileMembers)})`;
  return `Forming: ${count(t.profileMembers)} of ${LIVE_FLOOR} completed`;
}

function TeamsCard({ teams, now }: { teams: LiveTeam[]; now: number }) {
  return (
    <Section id="live-teams" title="Per team">
      {teams.length === 0 ? (
        <p className="m-0 text-slate-700">Nobody has started today yet.</p>
      ) : (
        <>
          <div className="hidden md:block">
            <Table look="wide" region="Per team" aria-label="Per team">
              <HeadRow>
                <ColumnHeader>Team</ColumnHeader>
                <ColumnHeader numeric>Started today</ColumnHeader>
                <ColumnHeader numeric>Completed today</ColumnHeader>
                <ColumnHeader numeric>Started last hour</ColumnHeader>
                <ColumnHeader numeric>Completed last hour</ColumnHeader>
                <ColumnHeader>Profile</ColumnHeader>
                <ColumnHeader>Match spread</ColumnHeader>
              </HeadRow>
              <tbody>
                {teams.map((t) => {
                  const hour = lastHour(t.minutes, now);
                  return (
                    <Row key={t.teamId ?? ""} data-team={t.teamId ?? "none"}>
                      <RowHeader strong>{t.name}</RowHeader>
                      <Cell className="text-end tabular-nums">{count(t.today.started)}</Cell>
                      <Cell className="text-end tabular-nums">{count(t.today.completed)}</Cell>
                      <Cell className="text-end tabular-nums">{count(hour.started)}</Cell>
                      <Cell className="text-end tabular-nums">{count(hour.completed)}</Cell>
                      <Cell>{profileCell(t)}</Cell>
                      <Cell>{t.teamId === null ? "—" : spreadText(t)}</Cell>
                    </Row>
                  );
                })}
              </tbody>
            </Table>
          </div>
          <ul className="md:hidden list-none m-0 p-0" aria-label="Per team">
            {teams.map((t) => {
              const hour = lastHour(t.minutes, now);
              const facts: [string, string][] = [
                ["Today", `${count(t.today.started)} started, ${count(t.today.completed)} completed`],
                ["Last hour", `${count(hour.started)} started, ${count(hour.completed)} completed`],
                ...(t.teamId === null
                  ? []
                  : ([
                      ["Profile", profileCell(t)],
                      ["Match spread", spreadText(t)],
                    ] as [string, string][])),
              ];
              return (
                <li key={t.teamId ?? ""} className="border-t border-slate-200 py-3">
                  <p className="m-0 font-semibold">{t.name}</p>
                  <Facts facts={facts} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}

/**
 * A polite live region that speaks the important changes (schema/live-board.ts changesToAnnounce) at
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
