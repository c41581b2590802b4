import type { MessageDescriptor } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { failedItems } from "../sync/outbox";
import { useBlankFlow } from "../sync/blank-flow";
import { useOnline, useSyncStatus } from "../sync/status";
import { syncOutcome } from "../sync/sync-outcome";
import { syncNow } from "../sync/triggers";
import { SyncIndicatorSpace } from "../ui/SyncIndicatorSpace";

// The time in the active language; Lingui builds the Intl formatter on first use (it loads locale data, ≈ 25 ms on a
// phone, which at module level blocked the flow's first paint) and keeps it per language.
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** Long enough to read what 'Sync now' did; then the line goes back to the last upload. */
const OUTCOME_MS = 8000;

/**
 * The status line (docs/decisions/073-uploads-follow-steps.md): quiet while all is uploaded, and while answers
 * wait on the device for their step's end (online, within their time); aligned with the step's content column
 * (web/ui/Screen.tsx: max-w-2xl, px-4); tinted, with 'Sync now', while offline, late, failed or refused. It says
 * nothing before the respondent answered anything. Only its state is a live region: a screen reader hears a
 * change of state, not each answer. Failed items to export: on a kiosk they are earlier respondents' answers,
 * so only staff export them, sealed (KioskControls).
 */
export function SyncIndicator({ kiosk = false }: { kiosk?: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const status = useSyncStatus();
  const blank = useBlankFlow();
  const [busy, setBusy] = useState(false);
  // A message, so a language switched meanwhile shows it in the new language.
  const [outcome, setOutcome] = useState<MessageDescriptor | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  // One height in every state (4 px padding + a 52 px row, room for the 44 px button inside the tint;
  // 68 px below 360 px wide): the line changing
  // as a save left the queue moved the step below, and a tap landed beside the statement it aimed at.
  // So the text is fixed lines that never wrap (an ellipsis at worst), whatever the words or scrollbar:
  // "● N waiting" (offline: "● Offline · N waiting") and "Last upload …", or below 360 px a part a line each.
  if (!status) return <SyncIndicatorSpace />;
  const { pending, late, failed, lastUploadAt } = status;
  // Nothing answered and nothing of anyone waiting: nothing to say (offline is still said: answers will stay here).
  if (blank && online && pending === 0 && failed === 0) return <SyncIndicatorSpace />;
  const time = lastUploadAt ? i18n.date(lastUploadAt, TIME) : "";
  const calm = online && late === 0 && failed === 0;
  const sync = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const result = await syncNow().catch(() => null);
    setBusy(false);
    setOutcome(syncOutcome({ online: navigator.onLine, waiting: pending, result, kiosk }));
  };
  const tint = calm
    ? "text-slate-500"
    : failed > 0
      ? "bg-red-50 ring-1 ring-inset ring-red-300 text-slate-800"
      : "bg-amber-50 ring-1 ring-inset ring-amber-300 text-slate-800";
  const dot = calm ? "bg-green-600" : failed > 0 ? "bg-red-700" : "bg-amber-500";
  return (
    <aside aria-label={t`Upload status`} className="mx-auto max-w-2xl px-4 pt-1">
      {/* -mx-3 px-3: the text keeps the content's start edge in every state; only the tint reaches into the gutter. */}
      <div
        className={`-mx-3 flex min-h-17 min-[360px]:min-h-13 items-center gap-x-2 rounded-lg px-3 text-sm leading-5 ${tint}`}
        data-testid="sync-indicator"
      >
        <div className="min-w-0 flex-1">
          {/* What 'Sync now' did stands in for the status for a while, on at most the lines the status takes. */}
          <p className={`m-0 truncate ${outcome ? "sr-only" : ""}`}>
            <span aria-hidden="true" className={`me-1.5 inline-block h-2.5 w-2.5 rounded-full align-middle ${dot}`} />
            {/* Online the green dot says it (a screen reader still hears it), so the state has the line to itself: at
                360 px every state fits its line in English, Spanish and Arabic, without an ellipsis. */}
            {online ? (
              <span className="sr-only">{t`Online`} · </span>
            ) : (
              <>
                <span>{t`Offline`}</span>
                <span aria-hidden="true" className="hidden min-[360px]:inline">
                  {" "}
                  ·{" "}
                </span>
                <br className="min-[360px]:hidden" />
              </>
            )}
            <span role="status" aria-live="polite">
              {pending > 0 && calm ? (
                <Trans>Saved on this device</Trans>
              ) : pending > 0 ? (
                <Plural value={pending} one="# waiting to upload" other="# waiting to upload" />
              ) : failed > 0 ? (
                <Plural value={failed} one="# not uploaded" other="# not uploaded" />
              ) : (
                <Trans>All answers uploaded</Trans>
              )}
              {lastUploadAt ? (
                <>
                  <span className="sr-only"> · </span>
                  <br />
                  <Trans>Last upload {time}</Trans>
                </>
              ) : null}
            </span>
          </p>
          <p aria-live="polite" className={`m-0 line-clamp-3 min-[360px]:line-clamp-2 ${outcome ? "" : "sr-only"}`}>
            {outcome && t(outcome)}
          </p>
        </div>
        {/* Kept in place while all is well (invisible: no focus, not read out), so the row never resizes. */}
        <button
          type="button"
          className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-solid border-brand bg-white px-2 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-light focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${calm ? "invisible" : ""}`}
          onClick={sync}
          // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's top.
          aria-disabled={busy}
          disabled={calm}
        >
          {busy ? t`Syncing...` : t`Sync now`}
        </button>
      </div>
      {failed > 0 && kiosk && (
        <p className="m-0 text-sm text-red-800">
          <Plural
            value={failed}
            one="# could not be uploaded — staff can export them"
            other="# could not be uploaded — staff can export them"
          />
        </p>
      )}
      {failed > 0 && !kiosk && (
        <button
          type="button"
          className="min-h-11 border-0 bg-transparent p-0 text-sm text-red-800 underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
          onClick={exportFailed}
        >
          <Plural value={failed} one="# could not be uploaded — export for staff" other="# could not be uploaded — export for staff" />
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
