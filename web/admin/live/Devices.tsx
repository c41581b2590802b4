import { boardDevices, deviceName, isOnline, lastSeen, type LiveDevice } from "../../../schema/live/live-board";
import { count, storage, timeOf, waiting } from "./format";
import { Facts, Section } from "./Section";

const LEVEL_CLASS = { ok: "bg-slate-100", amber: "bg-amber-100 text-amber-900", red: "bg-red-100 text-red-900" } as const;
const ICON = { ok: "", amber: "△ ", red: "▲ " } as const;
const DISCLOSURE = "min-h-11 flex items-center cursor-pointer font-semibold text-brand";

/**
 * The devices, for people at a booth reading it across a room (decision 071): one tile per tablet with what they act on
 * (online or not, what waits and since when, the last save, its team), the technical facts behind "Details", and the
 * devices gone quiet (schema/live/live-board.ts boardDevices) folded away under "Earlier devices".
 */
export function DevicesSection({ devices, now }: { devices: LiveDevice[]; now: number }) {
  const { current, earlier } = boardDevices(devices, now);
  const holding = earlier.filter((d) => d.pending > 0).length;
  return (
    <Section id="live-devices" title="Devices">
      {current.length === 0 ? (
        <p className="m-0 text-slate-700">
          {earlier.length === 0
            ? "No device has reported in the last day. Kiosks report every 30 seconds while online."
            : "No device is active now. Kiosks report every 30 seconds while online."}
        </p>
      ) : (
        <Tiles devices={current} now={now} label="Devices" />
      )}
      {earlier.length > 0 && (
        <details className="mt-6 border-t border-slate-200 pt-2" data-testid="earlier-devices">
          <summary className={DISCLOSURE}>
            Earlier devices ({count(earlier.length)})
            {holding > 0 ? `: ${count(holding)} still ${holding === 1 ? "holds" : "hold"} answers` : ""}
          </summary>
          <p className="mt-1 text-slate-700">
            Unseen for more than a day, or a respondent&apos;s browser that has gone quiet with nothing waiting.
          </p>
          <Tiles devices={earlier} now={now} label="Earlier devices" />
        </details>
      )}
    </Section>
  );
}

function Tiles({ devices, now, label }: { devices: LiveDevice[]; now: number; label: string }) {
  return (
    <ul className="list-none m-0 p-0 grid gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" aria-label={label}>
      {devices.map((d) => (
        <DeviceTile key={d.deviceId} device={d} now={now} />
      ))}
    </ul>
  );
}

function DeviceTile({ device: d, now }: { device: LiveDevice; now: number }) {
  const online = isOnline(d, now);
  const seen = timeOf(lastSeen(d), now);
  const w = waiting(d, now);
  const name = deviceName(d);
  const details: [string, string][] = [
    ["Seen", seen],
    ["Storage", storage(d)],
    ["App version", d.appVersion],
    ["Last error", d.lastError ?? "—"],
    ["Device ID", d.deviceId],
  ];
  return (
    <li
      className="rounded-xl border border-slate-200 p-4 flex flex-col gap-2 min-w-0"
      data-testid="device-tile"
      data-device={d.deviceId}
      aria-label={name}
    >
      <div>
        <h3 className="text-2xl font-bold m-0 break-words">{name}</h3>
        <p className="m-0 text-lg text-slate-700 break-words">
          {d.kiosk ? "Kiosk" : "Respondent's browser"}
          {d.teamName ? ` · ${d.teamName}` : ""}
        </p>
      </div>
      <p className="m-0 text-xl" data-testid="device-status">
        {online ? (
          <strong className="text-green-800">
            <span aria-hidden="true">● </span>Online
          </strong>
        ) : (
          <>
            <strong className="text-slate-700">
              <span aria-hidden="true">○ </span>Offline
            </strong>
            , seen {seen}
          </>
        )}
      </p>
      <p className={`m-0 text-xl rounded-lg px-2 py-1 ${w.level ? LEVEL_CLASS[w.level] : "text-slate-700"}`} data-testid="device-waiting">
        {w.word && w.level && (
          <strong>
            <span aria-hidden="true">{ICON[w.level]}</span>
            {w.word}:{" "}
          </strong>
        )}
        {!w.level && <span aria-hidden="true">✓ </span>}
        {w.text}
      </p>
      <p className="m-0 text-lg">
        Last save <strong data-testid="device-last-save">{d.lastSaveAt === null ? "none yet" : timeOf(d.lastSaveAt, now)}</strong>
      </p>
      {d.failed > 0 && <p className="m-0 text-lg text-red-800 font-semibold">{count(d.failed)} refused by the server</p>}
      <details>
        <summary className={DISCLOSURE}>
          Details<span className="sr-only"> of {name}</span>
        </summary>
        <Facts facts={details} />
      </details>
    </li>
  );
}
