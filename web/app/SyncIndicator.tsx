import { useEffect, useState } from "react";
import { failedItems } from "../sync/outbox";
import { useOnline, useSyncStatus } from "../sync/status";
import { syncOutcomeText } from "../sync/sync-outcome";
import { syncNow } from "../sync/triggers";
import { SyncIndicatorSpace } from "../ui/SyncIndicatorSpace";

// Built on first use: constructing an Intl.DateTimeFormat loads locale data (≈ 25 ms on a phone),
// which at module level blocked the flow's first paint; before the first upload nothing needs it.
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (t: number) => (timeFormat ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" })).format(t);

/** Long enough to read what 'Sync now' did; then the line goes back to the last upload. */
const OUTCOME_MS = 8000;

/**
 * The status line (docs/decisions/047-status-line.md): quiet while all is uploaded, aligned with the
 * step's content column (web/ui/Screen.tsx: max-w-2xl, px-4); tinted, with 'Sync now', while offline,
 * waiting or failed. Failed items to export: on a kiosk they are earlier respondents' answers, so only
 * staff export them, sealed (KioskControls).
 */
export function SyncIndicator({ kiosk = false }: { kiosk?: boolean }) {
  const online = useOnline();
  const status = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState("");
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(""), OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  // One height in every state (4 px padding + a 52 px row, room for the 44 px button inside the tint;
  // 68 px below 360 px wide): the line changing
  // as a save left the queue moved the step below, and a tap landed beside the statement it aimed at.
  // So the text is fixed lines that never wrap (an ellipsis at worst), whatever the words or scrollbar:
  // "● Online · N waiting" and "Last upload …", or below 360 px the three parts a line each.
  if (!status) return <SyncIndicatorSpace />;
  const { pending, failed, lastUploadAt } = status;
  const calm = online && pending === 0 && failed === 0;
  const sync = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome("");
    const result = await syncNow().catch(() => null);
    setBusy(false);
    setOutcome(syncOutcomeText({ online: navigator.onLine, waiting: pending, result, kiosk }));
  };
  const tint = calm
    ? "text-slate-500"
    : failed > 0
      ? "bg-red-50 ring-1 ring-inset ring-red-300 text-slate-800"
      : "bg-amber-50 ring-1 ring-inset ring-amber-300 text-slate-800";
  const dot = calm ? "bg-green-600" : failed > 0 ? "bg-red-700" : "bg-amber-500";
  return (
    <aside aria-label="Upload status" className="mx-auto max-w-2xl px-4 pt-1">
      {/* -mx-3 px-3: the text keeps the content's left edge in every state; only the tint reaches into the gutter. */}
      <div
        className={`-mx-3 flex min-h-17 min-[360px]:min-h-13 items-center gap-x-3 rounded-lg px-3 text-sm leading-5 ${tint}`}
        data-testid="sync-indicator"
      >
        <div className="min-w-0 flex-1">
          {/* What 'Sync now' did stands in for the status for a while, on at most the lines the status takes. */}
          <p className={`m-0 truncate ${outcome ? "sr-only" : ""}`}>
            <span aria-hidden="true" className={`mr-2 inline-block h-2.5 w-2.5 rounded-full align-middle ${dot}`} />
            <span>{online ? "Online" : "Offline"}</span>
            <span aria-hidden="true" className="hidden min-[360px]:inline">
              {" "}
              ·{" "}
            </span>
            <br className="min-[360px]:hidden" />
            <span role="status" aria-live="polite">
              {pending > 0 ? `${pending} waiting to upload` : failed > 0 ? `${failed} not uploaded` : "All answers uploaded"}
              {lastUploadAt ? (
                <>
                  <span className="sr-only"> · </span>
                  <br />
                  Last upload {formatTime(lastUploadAt)}
                </>
              ) : null}
            </span>
          </p>
          <p aria-live="polite" className={`m-0 line-clamp-3 min-[360px]:line-clamp-2 ${outcome ? "" : "sr-only"}`}>
            {outcome}
          </p>
        </div>
        {/* Kept in place while all is well (invisible: no focus, not read out), so the row never resizes. */}
        <button
          type="button"
          className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-solid border-brand bg-white px-3 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-light focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${calm ? "invisible" : ""}`}
          onClick={sync}
          // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's top.
          aria-disabled={busy}
          disabled={calm}
        >
          {busy ? "Syncing..." : "Sync now"}
        </button>
      </div>
      {failed > 0 && kiosk && <p className="m-0 text-sm text-red-800">{failed} could not be uploaded — staff can export them</p>}
      {failed > 0 && !kiosk && (
        <button
          type="button"
          className="min-h-11 border-0 bg-transparent p-0 text-sm text-red-800 underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
          onClick={exportFailed}
        >
          {failed} could not be uploaded — export for staff
        </button>
      )}
    </aside>
  );
}

/** Staff can hand the refused saves to an admin; nothing is ever dropped silently. */
async function exportFailed() {
  const rows = await failedItems();
  const blob = new Blob([JSON.stringify(rows, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: `sociality-failed-uploads-${Date.now()}.json` });
  a.click();
  URL.revokeObjectURL(url);
}
