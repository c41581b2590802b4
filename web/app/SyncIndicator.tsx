import { useState } from "react";
import { failedItems } from "../sync/outbox";
import { useOnline, useSyncStatus } from "../sync/status";
import { syncNow } from "../sync/triggers";

// Built on first use: constructing an Intl.DateTimeFormat loads locale data (≈ 25 ms on a phone),
// which at module level blocked the flow's first paint; before the first upload nothing needs it.
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (t: number) => (timeFormat ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" })).format(t);

/**
 * A small status line: online/offline, saves waiting, last upload, 'Sync now', and failed items to
 * export. On a kiosk they are earlier respondents' answers: only staff export them, sealed (KioskControls).
 */
export function SyncIndicator({ kiosk = false }: { kiosk?: boolean }) {
  const online = useOnline();
  const status = useSyncStatus();
  const [busy, setBusy] = useState(false);
  // One height in every state (12 px padding + a 44 px row; 60 px below 360 px wide): the line changing
  // as a save left the queue moved the step below, and a tap landed beside the statement it aimed at.
  // So the text is fixed lines that never wrap (an ellipsis at worst), whatever the words or scrollbar:
  // "● Online · N waiting" and "Last upload …", or below 360 px the three parts a line each.
  if (!status) return <div aria-hidden="true" className="h-18 min-[360px]:h-14" />;
  const { pending, failed, lastUploadAt } = status;
  const sync = async () => {
    setBusy(true);
    await syncNow().catch(() => undefined);
    setBusy(false);
  };
  return (
    <aside aria-label="Upload status" className="mx-auto max-w-3xl px-4 pt-3">
      <div className="flex min-h-15 min-[360px]:min-h-11 items-center gap-x-3 text-sm leading-5 text-slate-700" data-testid="sync-indicator">
        <p className="m-0 min-w-0 flex-1 truncate">
          <span aria-hidden="true" className={`mr-2 inline-block h-2.5 w-2.5 rounded-full align-middle ${online ? "bg-green-600" : "bg-amber-500"}`} />
          <span>{online ? "Online" : "Offline"}</span>
          <span aria-hidden="true" className="hidden min-[360px]:inline"> · </span>
          <br className="min-[360px]:hidden" />
          <span role="status" aria-live="polite">
            {pending === 0 ? "All answers uploaded" : `${pending} waiting to upload`}
            {lastUploadAt ? (
              <>
                <span className="sr-only"> · </span>
                <br />
                Last upload {formatTime(lastUploadAt)}
              </>
            ) : null}
          </span>
        </p>
        {/* Kept in place while nothing waits (invisible: no focus, not read out), so the row never resizes. */}
        <button
          type="button"
          className={`min-h-11 shrink-0 px-2 underline text-brand-dark disabled:opacity-60 ${pending > 0 ? "" : "invisible"}`}
          onClick={sync}
          disabled={busy || pending === 0}
        >
          {busy ? "Syncing..." : "Sync now"}
        </button>
      </div>
      {failed > 0 && kiosk && <p className="m-0 text-sm text-red-800">{failed} could not be uploaded — staff can export them</p>}
      {failed > 0 && !kiosk && (
        <button type="button" className="min-h-11 px-2 text-sm underline text-red-800" onClick={exportFailed}>
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
