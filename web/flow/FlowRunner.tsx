import { useActorRef, useSelector } from "@xstate/react";
import { Suspense, useEffect } from "react";
import type { Snapshot } from "xstate";
import type { Audience } from "../../schema/constants";
import { afterLoad } from "../ui/after-load";
import { FlowAudience } from "../ui/flow-audience";
import { LoadingPage } from "../ui/LoadingPage";
import { UpdateBanner } from "../app/UpdateBanner";
import { clearFlowSnapshot, saveFlowSnapshot } from "../db/flows";
import { useIdle } from "../kiosk/use-idle";
import { useIsUploaded } from "../sync/use-is-uploaded";
import { FlowScreen } from "./FlowScreen";
import { liveFlowMachine } from "./provide";
import { preloadStepScreens } from "./step-screens";
import { useBackGuard } from "./use-back-guard";

/** The team for a respondent on the first screen; `exact`: also clear one (a kiosk without a team). */
export type TeamChoice = { code: string | null; exact: boolean };
type Props = {
  audience: Audience;
  snapshot: object | null;
  kioskIdleSeconds: number | null;
  team: TeamChoice;
  /** Called with the completion-only snapshot once the finished respondent was forgotten (see below). */
  onForgotten: (snapshot: object) => void;
};

/** Runs the machine, persists its snapshot after every transition, and renders the current step. */
export function FlowRunner({ audience, snapshot, kioskIdleSeconds, team, onForgotten }: Props) {
  const actor = useActorRef(liveFlowMachine, {
    input: { audience },
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
  const completed = state.matches("completion");
  // Once past the intake, fetch every later step's code: a connection lost before the service worker
  // has cached the app then cannot strand the respondent. Not earlier, to keep the first screen fast.
  const pastIntake = !state.matches("intake");
  useEffect(() => (pastIntake ? afterLoad(preloadStepScreens) : undefined), [pastIntake]);
  const uploaded = useIsUploaded(completed ? state.context.responseId : null);

  // The team enters the snapshot at the first screen: on arrival, and again for each kiosk respondent.
  // A link without ?team= leaves a stored code alone (a reload from the home screen keeps the team).
  const canJoin = state.can({ type: "team.join", code: team.code });
  const currentTeam = state.context.teamCode ?? null;
  useEffect(() => {
    if (canJoin && team.code !== currentTeam && (team.code !== null || team.exact)) actor.send({ type: "team.join", code: team.code });
  }, [actor, canJoin, currentTeam, team.code, team.exact]);

  // Once the server has a finished respondent, the device forgets them: every mode keeps only the
  // completion screen (memory, and the snapshot saved right after); a kiosk keeps no snapshot at all.
  const holdsRespondent = state.context.responseId !== null;
  useEffect(() => {
    if (!completed || !uploaded || !holdsRespondent) return;
    actor.send({ type: "flow.forget" });
    if (kiosk) clearFlowSnapshot(audience).catch((error) => console.error(error));
    // The actor keeps the snapshot it was restored from: the caller starts a new one from this.
    onForgotten(actor.getPersistedSnapshot());
  }, [actor, kiosk, completed, uploaded, holdsRespondent, audience, onForgotten]);

  // Kiosk: an idle device starts a fresh flow; an abandoned one was already saved as a partial.
  useIdle(kioskIdleSeconds, () => {
    if (!actor.getSnapshot().matches({ intake: "editing" }) || actor.getSnapshot().context.intake) actor.send({ type: "flow.restart" });
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
        <Suspense fallback={<LoadingPage label="Loading assessment..." />}>
          <FlowScreen state={state} send={actor.send} kiosk={kiosk} />
        </Suspense>
      </FlowAudience>
    </>
  );
}
