import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Snapshot } from "xstate";
import type { Audience } from "../../schema/constants";
import type { ResultSetting } from "../../schema/constants";
import type { Language } from "../../schema/assessment/languages";
import { activate, activeLanguage } from "../i18n/catalogs";
import { rememberLanguage } from "../i18n/preference";
import { afterLoad } from "../ui/after-load";
import { FlowAudience } from "../ui/flow-audience";
import { UpdateBanner } from "./UpdateBanner";
import { clearFlowSnapshot, saveFlowSnapshot } from "../db/flows";
import { useIdleReset } from "../kiosk/use-idle-reset";
import { withPart } from "../i18n/catalogs";
import { setBlankFlow } from "../sync/blank-flow";
import { useIsUploaded } from "../sync/use-is-uploaded";
import { FlowScreen, Loading } from "./FlowScreen";
import { nothingGiven } from "./kiosk-reset";
import { liveFlowMachine } from "./provide";
import { preloadStepScreens } from "./step-screens";
import { useBackGuard } from "./use-back-guard";
import { useLanguageChoice } from "./use-language-choice";

// Only a kiosk left idle shows it: Headless UI's dialog stays out of the flow's first paint (docs/performance.md#quality-bars).
const IdleDialog = lazy(withPart(["kiosk"], () => import("../kiosk/IdleDialog")));

/** The team for a respondent on the first screen; `exact`: also clear one (a kiosk without a team). */
export type TeamChoice = { code: string | null; exact: boolean };
type Props = {
  audience: Audience;
  snapshot: object | null;
  kioskIdleSeconds: number | null;
  team: TeamChoice;
  /**
   * docs/languages.md#choosing-the-language: `start` for a new flow (a restored one keeps its own); `asked`, a link's
   * `?lang=`, taken once on arrival; `restart`, a kiosk's default for each next respondent.
   */
  language: { start: Language; asked?: Language; restart?: Language };
  /** Called with the completion-only snapshot once the finished respondent was forgotten (see below). */
  onForgotten: (snapshot: object) => void;
  /** A kiosk starts over for the next respondent (idle, or Next respondent): staff dialogs left open close. */
  onKioskRestart?: () => void;
};

/** Runs the machine, persists its snapshot after every transition, and renders the current step. */
export function FlowRunner({ audience, snapshot, kioskIdleSeconds, team, language, onForgotten, onKioskRestart }: Props) {
  const actor = useActorRef(liveFlowMachine, {
    input: { audience, language: language.start },
    ...(snapshot ? { snapshot: snapshot as Snapshot<unknown> } : {}),
  });
  const kiosk = kioskIdleSeconds !== null;
  useEffect(() => {
    const sub = actor.subscribe(() => {
      saveFlowSnapshot(audience, actor.getPersistedSnapshot()).catch((error) => console.error("Could not save progress", error));
    });
    return () => sub.unsubscribe();
  }, [actor, audience]);
  const state = useSelector(actor, (s) => s);

  // The flow's language is the page's: a resumed flow, a kiosk's next respondent or a link brings its own.
  const asked = useRef(language.asked);
  useEffect(() => {
    const wanted = asked.current;
    asked.current = undefined;
    if (wanted && wanted !== actor.getSnapshot().context.language) actor.send({ type: "language.choose", language: wanted });
  }, [actor]);
  const flowLanguage = state.context.language;
  useEffect(() => {
    if (flowLanguage === activeLanguage()) return;
    activate(flowLanguage)
      .then(() => kioskIdleSeconds === null && rememberLanguage(flowLanguage))
      .catch((error) => console.error("Could not switch the language", error));
  }, [flowLanguage, kioskIdleSeconds]);
  const chooseLanguage = useLanguageChoice(actor.send, kioskIdleSeconds !== null);
  const completed = state.matches("completion");
  // Once past the intake, fetch every later step's code: a connection lost before the service worker
  // has cached the app then cannot strand the respondent. Not earlier, to keep the first screen fast.
  const pastIntake = !state.matches("intake");
  useEffect(() => (pastIntake ? afterLoad(preloadStepScreens) : undefined), [pastIntake]);
  const uploaded = useIsUploaded(completed ? state.context.responseId : null);
  // Nothing answered yet: the status line above says nothing.
  const blank = state.matches("intake") && state.context.revision === 0;
  useEffect(() => setBlankFlow(blank), [blank]);

  // The team enters the snapshot at the first screen: on arrival, and again for each kiosk respondent.
  // A link without ?team= leaves a stored code alone (a reload from the home screen keeps the team).
  const canJoin = state.can({ type: "team.join", code: team.code });
  const currentTeam = state.context.teamCode ?? null;
  useEffect(() => {
    if (canJoin && team.code !== currentTeam && (team.code !== null || team.exact)) actor.send({ type: "team.join", code: team.code });
  }, [actor, canJoin, currentTeam, team.code, team.exact]);

  // Once the server has a finished respondent, the device forgets them: every mode keeps only the
  // completion screen (memory, and the snapshot saved right after) with the result the deployment shows, read back
  // first with the write token (decision 066); a kiosk keeps no snapshot at all.
  const holdsRespondent = state.context.responseId !== null;
  useEffect(() => {
    if (!completed || !uploaded || !holdsRespondent) return;
    let cancelled = false;
    const { responseId, writeToken } = actor.getSnapshot().context;
    import("./completion-result")
      .then((m) => m.readResult(responseId!, writeToken!))
      .catch((error: unknown) => {
        console.error("Could not read the result", error);
        return "unavailable" as const;
      })
      .then((result) => {
        if (cancelled) return;
        actor.send({ type: "flow.forget", result });
        if (kiosk) clearFlowSnapshot(audience).catch((error) => console.error(error));
        // The actor keeps the snapshot it was restored from: the caller starts a new one from this.
        onForgotten(actor.getPersistedSnapshot());
      });
    return () => {
      cancelled = true;
    };
  }, [actor, kiosk, completed, uploaded, holdsRespondent, audience, onForgotten]);
  // Whether this deployment shows a result, as the device last heard it: the completion screen says one will follow.
  const [resultSetting, setResultSetting] = useState<ResultSetting>();
  useEffect(() => {
    if (!completed) return;
    let cancelled = false;
    import("./completion-result")
      .then((m) => m.storedResultSetting())
      .then((setting) => !cancelled && setResultSetting(setting))
      .catch((error: unknown) => console.error("Could not read the result setting", error));
    return () => {
      cancelled = true;
    };
  }, [completed]);

  // A new respondent gets a new screen: remounted (nothing typed survives), from the top, and on a kiosk with the
  // focus in the first field (decision 065).
  const [respondent, setRespondent] = useState(0);
  const typedOnIntake = useRef(false);
  const restart = () => {
    actor.send({ type: "flow.restart", language: language.restart });
    typedOnIntake.current = false;
    setRespondent((n) => n + 1);
    window.scrollTo({ top: 0, left: 0 });
    if (kiosk) onKioskRestart?.();
  };
  // Kiosk: an idle device starts over in its own language, announced unless nothing was given; an abandoned
  // respondent was already saved as a partial, and the next starts with no id at all until their intake.
  const idle = useIdleReset(kioskIdleSeconds, {
    needsWarning: () => !nothingGiven(actor.getSnapshot(), typedOnIntake.current),
    onReset: () => {
      const s = actor.getSnapshot();
      if (!nothingGiven(s, typedOnIntake.current) || (language.restart && s.context.language !== language.restart)) restart();
    },
  });

  useBackGuard(() => {
    const s = actor.getSnapshot();
    if (s.matches("culture")) actor.send({ type: "culture.prev" });
    else if (s.matches("cultureInstructions")) actor.send({ type: "culture.back" });
  });
  const betweenSteps = ["instructions", "cultureInstructions", "demographicOptIn", "completion"].some((s) =>
    state.matches(s as "completion"),
  );
  return (
    <>
      <UpdateBanner allowed={betweenSteps} />
      <FlowAudience value={audience}>
        <Suspense fallback={<Loading />}>
          <FlowScreen
            key={respondent}
            state={state}
            send={actor.send}
            kiosk={kiosk}
            chooseLanguage={chooseLanguage}
            onRestart={restart}
            focusFirstField={kiosk && respondent > 0}
            onTypedOnIntake={(typed) => (typedOnIntake.current = typed)}
            resultSetting={resultSetting}
          />
        </Suspense>
        {idle.deadline !== null && (
          <Suspense fallback={null}>
            <IdleDialog deadline={idle.deadline} onStay={idle.stay} />
          </Suspense>
        )}
      </FlowAudience>
    </>
  );
}
