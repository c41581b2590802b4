import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { SnapshotFrom } from "xstate";
import type { ResultSetting } from "../../schema/constants";
import type { ChooseLanguage } from "../ui/LanguageSwitcher";
import { CATEGORY_LABEL } from "../../schema/constants";
import { ratedPlacements } from "../../schema/assessment/content";
import { LoadingPage } from "../ui/LoadingPage";
import { config } from "../config";
import { IntakeScreen } from "../screens/intake/IntakeScreen";
import { useIsUploaded } from "../sync/use-is-uploaded";
import type { FlowEvent } from "./events";
import type { liveFlowMachine } from "./provide";
import { currentPage, pageProgress, resultView } from "./selectors";
import {
  CompletionScreen,
  CultureInstructionsScreen,
  CultureQuestionScreen,
  DemographicOptInScreen,
  DemographicSurveyScreen,
  InstructionsScreen,
  RankingScreen,
  StatementPageScreen,
} from "./step-screens";
import { useAssessmentData } from "./use-assessment-data";
import { useTeamName } from "./use-team-name";

type Props = {
  state: SnapshotFrom<typeof liveFlowMachine>;
  send: (event: FlowEvent) => void;
  kiosk: boolean;
  /** The intake's language switcher: tries the language, then tells the machine (web/flow/use-language-choice.ts). */
  chooseLanguage: ChooseLanguage;
  /** A new respondent: "Start a new assessment", a kiosk's "Next respondent" (web/flow/FlowRunner.tsx). */
  onRestart: () => void;
  /** A kiosk's next respondent starts with the focus in the intake's first field. */
  focusFirstField?: boolean;
  /** Whether anything is typed into the intake: a kiosk resets an untouched one without a warning. */
  onTypedOnIntake?: (typed: boolean) => void;
  /** RESULT_ON_COMPLETION as the device last heard it (decision 066). */
  resultSetting?: ResultSetting;
};

/** Renders the step the machine is in; every decision stays in the machine, buttons ask it through `state.can`. */
export function FlowScreen({ state, send, kiosk, chooseLanguage, onRestart, focusFirstField, onTypedOnIntake, resultSetting }: Props) {
  const { t } = useLingui();
  const c = state.context;
  const { data, error: dataError } = useAssessmentData(c.language, undefined, { afterFirstScreen: state.matches("intake") });
  const cultureById = useMemo(() => new Map(data?.culture.map((s) => [s.id, s])), [data]);
  const uploaded = useIsUploaded(state.matches("completion") ? c.responseId : null);
  const teamName = useTeamName(state.matches("intake") ? (c.teamCode ?? null) : null, c.audience);

  if (state.matches("intake")) {
    return (
      <IntakeScreen
        audience={c.audience}
        initial={c.intake ?? undefined}
        busy={state.matches({ intake: "processing" })}
        teamName={teamName}
        chooseLanguage={chooseLanguage}
        focusFirstField={focusFirstField}
        onTyped={onTypedOnIntake}
        onSubmit={(intake) => send({ type: "intake.submit", intake })}
      />
    );
  }
  if (state.matches("instructions")) {
    return (
      <InstructionsScreen audience={c.audience} productName={config.productName} onBegin={() => send({ type: "instructions.begin" })} />
    );
  }
  const needsStatements =
    state.matches("attractionRanking") || state.matches("pursuerRanking") || state.matches("pages") || state.matches("culture");
  // Still loading, so still a live status with its spinner: the reason replaces "Loading assessment...".
  if (needsStatements && !data && dataError) return <LoadingPage label={t(dataError)} />;
  if (state.matches("attractionRanking") || state.matches("pursuerRanking")) {
    const dataset = state.matches("attractionRanking") ? "attraction" : "pursuer";
    return (
      <RankingScreen
        dataset={dataset}
        ranking={c.rankings[dataset]}
        canContinue={state.can({ type: "ranking.continue" })}
        canMove={(move) => state.can({ type: "ranking.move", move })}
        statements={data ? data[dataset] : null}
        onMove={(move) => send({ type: "ranking.move", move })}
        onView={(category) => send({ type: "ranking.view", category })}
        onContinue={() => send({ type: "ranking.continue" })}
      />
    );
  }
  if (state.matches("pages")) {
    const page = currentPage(c);
    if (!page || !data) return <Loading />;
    const label = CATEGORY_LABEL[page.category];
    const statements = data[page.dataset].filter((s) => s.category === label);
    return (
      <StatementPageScreen
        page={page}
        progress={pageProgress(c)}
        statements={statements}
        ratings={c.responses[page.dataset][page.category] ?? {}}
        busy={state.matches({ pages: "saving" })}
        onRate={(placement) => send({ type: "page.rate", placement })}
        onNext={() => send({ type: "page.next", placements: ratedPlacements(statements, label) })}
      />
    );
  }
  if (state.matches("cultureInstructions")) {
    return <CultureInstructionsScreen onStart={() => send({ type: "culture.start" })} onBack={() => send({ type: "culture.back" })} />;
  }
  if (state.matches("culture")) {
    const id = c.cultureOrder[c.cultureIndex];
    const statement = id ? cultureById.get(id) : undefined;
    if (!id || !statement) return <Loading />;
    return (
      <CultureQuestionScreen
        statement={statement}
        index={c.cultureIndex}
        total={c.cultureOrder.length}
        answer={c.cultureResponses[id]}
        canNext={state.can({ type: "culture.next" })}
        onAnswer={(code) => send({ type: "culture.answer", code })}
        onBack={() => send({ type: "culture.prev" })}
        onNext={() => send({ type: "culture.next" })}
      />
    );
  }
  if (state.matches("demographicOptIn")) {
    return (
      <DemographicOptInScreen
        busy={state.matches({ demographicOptIn: "submitting" })}
        onOptIn={() => send({ type: "optIn.accept" })}
        onSkip={() => send({ type: "optIn.skip" })}
        share={c.teamCode ? { checked: !!c.managerShare, onChange: (share) => send({ type: "share.choose", share }) } : undefined}
      />
    );
  }
  if (state.matches("demographicSurvey")) {
    return (
      <DemographicSurveyScreen
        initial={c.demographics ?? undefined}
        busy={!state.matches({ demographicSurvey: "editing" })}
        onSubmit={(demographics) => send({ type: "survey.submit", demographics })}
      />
    );
  }
  return (
    <CompletionScreen
      schedulingUrl={config.schedulingUrl}
      uploaded={uploaded ?? false}
      kiosk={kiosk}
      result={resultView(c, resultSetting, uploaded ?? false)}
      startNewLabel={kiosk ? t`Next respondent` : t`Start a new assessment`}
      onStartNew={onRestart}
    />
  );
}

export function Loading() {
  const { t } = useLingui();
  return <LoadingPage label={t`Loading assessment...`} />;
}
