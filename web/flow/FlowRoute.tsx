import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from "react";
import type { Audience } from "../../schema/constants";
import { withPart } from "../i18n/catalogs";
import { ScreenHeaderEnd } from "../ui/screen-header";
import { SyncIndicatorAfterPaint } from "./SyncIndicatorAfterPaint";
import { afterLoad, afterPaint, firstScreenShown } from "../ui/after-load";
import { useKiosk } from "../kiosk/use-kiosk";
import { FlowRunner } from "./FlowRunner";
import { Loading } from "./FlowScreen";
import { loadRestoredSnapshot } from "./restore-snapshot";
import { activeLanguage } from "../i18n/catalogs";
import { languageFromUrl } from "../i18n/preference";
import { LANGUAGES } from "../../schema/assessment/languages";
import { teamCodeFromUrl } from "../../schema/teams/team-code";
import { loadContent } from "./use-assessment-data";

// Only kiosk devices show it; its Headless UI dialog stays out of the first paint of /test/* (docs/performance.md#quality-bars).
// The kiosk's dialogs are the shared UI's, whose messages come with the steps'.
const KioskControls = lazy(
  withPart(["kiosk", "steps"], () => import("../kiosk/KioskControls").then((m) => ({ default: m.KioskControls }))),
);
const StaffButton = lazy(withPart(["kiosk"], () => import("../kiosk/StaffButton").then((m) => ({ default: m.StaffButton }))));
// The sync engine works through Dexie, which loads after the first step has painted (web/db/database.ts).
const startSyncTriggers = () => void import("../sync/triggers").then((m) => m.startSyncTriggers());
// Heard while online, so a respondent finishing offline is told their result will follow (decision 066).
const refreshResultSetting = () => void import("./completion-result").then((m) => m.refreshResultSetting());

/** /test/:audience — resumes the stored flow of this audience on this device, or starts a new one. */
export default function FlowRoute({ audience }: { audience: Audience }) {
  const [snapshot, setSnapshot] = useState<object | null | undefined>(undefined);
  // A finished respondent forgotten (FlowRunner): a new runner from the completion-only snapshot, so no
  // actor or state here still holds the answers or the write token it was restored from.
  const [run, setRun] = useState(0);
  const forgotten = useCallback((s: object) => {
    setSnapshot(s);
    setRun((n) => n + 1);
  }, []);
  const [kiosk, setKiosk] = useKiosk();
  const [staffOpen, setStaffOpen] = useState(false);
  const closeStaff = useCallback(() => setStaffOpen(false), []);
  const shown = snapshot !== undefined && kiosk !== undefined;
  useEffect(() => {
    if (!shown) return;
    let stopLoad: (() => void) | undefined;
    const stopPaint = afterPaint(() => {
      // Later steps slide in again (web/app/base.css: the first screen does not); what waited for the first step
      // (the toasts, the service worker, the status line, the statements: web/main.tsx) may load.
      document.documentElement.removeAttribute("data-first-screen");
      firstScreenShown();
      stopLoad = afterLoad(() => {
        startSyncTriggers();
        refreshResultSetting();
      });
    });
    return () => {
      stopPaint();
      stopLoad?.();
    };
  }, [shown]);
  useEffect(() => {
    let cancelled = false;
    loadRestoredSnapshot(audience)
      .catch((error) => {
        console.error("Could not read the saved progress", error);
        return null;
      })
      // A transition: React renders the first step in slices, yielding to input in between,
      // instead of one long task right when the page should become responsive.
      .then((s) => !cancelled && startTransition(() => setSnapshot(s)));
    return () => {
      cancelled = true;
    };
  }, [audience]);
  // docs/teams.md#membership-invite-links-join-codes-and-kiosks: a kiosk's binding decides the team (none when unbound); otherwise the
  // invite link's ?team=.
  const [urlTeam] = useState(() => teamCodeFromUrl(window.location.search));
  const [urlLanguage] = useState(() => languageFromUrl(window.location.search));
  // A kiosk keeps every language's statements, for respondents who switch while it is offline (docs/languages.md#offline).
  const kioskOn = kiosk?.enabled === true;
  useEffect(() => (kioskOn ? afterLoad(() => LANGUAGES.forEach((l) => void loadContent(l))) : undefined), [kioskOn]);
  if (snapshot === undefined || kiosk === undefined) return <Loading />;
  const team = kiosk.enabled ? { code: kiosk.teamCode, exact: true } : { code: urlTeam, exact: false };
  return (
    <>
      <SyncIndicatorAfterPaint kiosk={kiosk.enabled} />
      {kiosk.enabled && (
        <Suspense fallback={null}>
          <KioskControls settings={kiosk} onChange={setKiosk} menuOpen={staffOpen} onMenuClose={closeStaff} />
        </Suspense>
      )}
      <ScreenHeaderEnd value={kiosk.enabled ? <LazyStaffButton onOpen={() => setStaffOpen(true)} /> : null}>
        <FlowRunner
          key={`${audience} ${run}`}
          audience={audience}
          snapshot={snapshot}
          kioskIdleSeconds={kiosk.enabled ? kiosk.idleSeconds : null}
          team={team}
          language={
            kiosk.enabled
              ? { start: kiosk.language, asked: urlLanguage, restart: kiosk.language }
              : { start: urlLanguage ?? activeLanguage(), asked: urlLanguage }
          }
          onForgotten={forgotten}
        />
      </ScreenHeaderEnd>
    </>
  );
}

/** The staff button, its place held while its chunk loads so the header does not move when it appears. */
function LazyStaffButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block h-11 w-11 shrink-0" />}>
      <StaffButton onOpen={onOpen} />
    </Suspense>
  );
}
