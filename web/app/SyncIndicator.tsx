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
  // The status line's height (12 px padding + one 20 px line) is kept while IndexedDB answers, so the
  // step below does not jump down when the line appears (Lighthouse layout shift).
  if (!status) return <div aria-hidden="true" className="h-8" />;
  const { pending, failed, lastUploadAt } = status;
  const sync = async () => {
    setBusy(true);
    await syncNow().catch(() => undefined);
    setBusy(false);
  };
  return (
    <aside aria-label="Upload status" className="mx-auto max-w-3xl px-4 pt-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="sync-indicator">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${online ? "bg-green-600" : "bg-amber-500"}`} />
          {online ? "Online" : "Offline"}
        </span>
        <span role="status" aria-live="polite">
          {pending === 0 ? "All answers uploaded" : `${pending} waiting to upload`}
          {lastUploadAt ? ` · last upload ${formatTime(lastUploadAt)}` : ""}
        </span>
        {pending > 0 && (
          <button type="button" className="min-h-11 px-2 underline text-brand-dark disabled:opacity-60" onClick={sync} disabled={busy}>
            {busy ? "Syncing..." : "Sync now"}
          </button>
        )}
        {failed > 0 && kiosk && <span className="text-red-800">{failed} could not be uploaded — staff can export them</span>}
        {failed > 0 && !kiosk && (
          <button type="button" className="min-h-11 px-2 underline text-red-800" onClick={exportFailed}>
            {failed} could not be uploaded — export for staff
          </button>
        )}
      </div>
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
