import { and, assertEvent, assign, enqueueActions, fromPromise, setup } from "xstate";
import { bytesToBase64url } from "../../schema/base64";
import { DEMOGRAPHIC_CONSENT_VERSION, MANAGER_SHARE_VERSION } from "../../schema/save/consent";
import { CULTURE_STATEMENT_COUNT, DELAY, type Dataset, type Rating } from "../../schema/constants";
import { IntakeSchema } from "../../schema/assessment/intake";
import type { SavePayload } from "../../schema/save/payload";
import { isAllNotLikeMe, moveCard, rankedOrder } from "../../schema/assessment/ranking";
import { cultureScores } from "../../schema/assessment/scoring";
import { initialContext, lastCompletedStep, type FlowContext, type FlowInput } from "./context";
import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import { shuffled } from "./shuffled";
import type { FlowEvent } from "./events";
import { toPayload } from "./payload";
import { currentPage, isLastAttractionPage, isLastPage, pagesOf } from "./selectors";

/** What commitDraft enqueues, named by hand: setup() cannot infer the actions an action of its own enqueues. */
type DraftAction =
  | { type: "bumpRevision"; params: unknown }
  | { type: "completeStep"; params: { step: string } }
  | { type: "saveDraft"; params: { step: string; withinStep?: boolean } };

/** What the final submit resolves with: whether the server already confirmed it. */
export type SubmitResult = { uploaded: boolean };

const randomToken = () => bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));

const pageStep = (c: FlowContext) => {
  const page = currentPage(c);
  return page ? `assessment-${page.dataset}-${page.category}-complete` : "assessment-page-complete";
};

const elapsedSeconds = (c: FlowContext) =>
  c.timerStartedAt === null ? c.completionTimeSeconds : Math.round((Date.now() - c.timerStartedAt) / 1000);

/** The flow's types, guards, actions and actors; the states follow. */
const flow = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as FlowInput,
  },
  actors: {
    // An invoked wait, not `after`: a restored snapshot re-runs it, so a reload mid-delay still moves on.
    wait: fromPromise<void, number>(({ input }) => new Promise((resolve) => setTimeout(resolve, input))),
    submitAssessment: fromPromise<SubmitResult, SavePayload>(async () => {
      throw new Error("submitAssessment not provided");
    }),
  },
  guards: {
    isValidIntake: ({ event }) => {
      assertEvent(event, "intake.submit");
      return IntakeSchema.safeParse(event.intake).success;
    },
    hasViewedCard: ({ context }) => context.viewed,
    inTeam: ({ context }) => context.teamCode !== null,
    // A move that leaves the order as it is (Up on the first card, a drop on its own slot) is no move.
    changesRanking: ({ context, event }, params: { dataset: Dataset }) => {
      assertEvent(event, "ranking.move");
      const ranking = context.rankings[params.dataset];
      return rankedOrder(moveCard(ranking, event.move)).join() !== rankedOrder(ranking).join();
    },
    isPursuerAllNotLikeMe: ({ context }) => isAllNotLikeMe(context.rankings.pursuer),
    isCeo: ({ context }) => context.audience === "ceo",
    isLastAttractionPageBeforePursuer: ({ context }) => isLastAttractionPage(context) && !context.rankingDone.pursuer,
    isLastPage: ({ context }) => isLastPage(context),
    isCurrentAnswered: ({ context }) => context.cultureOrder[context.cultureIndex]! in context.cultureResponses,
    isLastQuestion: ({ context }) => context.cultureIndex >= context.cultureOrder.length - 1,
    isFirstQuestion: ({ context }) => context.cultureIndex === 0,
    isBeforeFirstSave: ({ context }) => context.revision === 0,
  },
  actions: {
    /** Provided: put toPayload(context, step) into the outbox; `withinStep`: an answer, which may wait for its step's end. */
    saveDraft: (_, _params: { step: string; withinStep?: boolean }) => {},
    /** Every auto-save is a new revision: the server keeps the newest. */
    commitDraft: enqueueActions<FlowContext, FlowEvent, { step: string }, FlowEvent, never, DraftAction, never>(({ enqueue }, params) => {
      enqueue("bumpRevision");
      enqueue({ type: "completeStep", params });
      enqueue({ type: "saveDraft", params });
    }),
    /**
     * An answer inside a step is queued as it is given, under the last step completed (the server's
     * funnel must not count a step not yet reached): nothing answered stays only on the device while the
     * status line says all is uploaded (docs/decisions/047-status-line.md).
     */
    commitAnswer: enqueueActions<FlowContext, FlowEvent, undefined, FlowEvent, never, DraftAction, never>(({ context, enqueue }) => {
      enqueue("bumpRevision");
      enqueue({ type: "saveDraft", params: { step: lastCompletedStep(context), withinStep: true } });
    }),
    completeStep: assign({ lastStep: (_, params: { step: string }) => params.step }),
    notifySubmitted: () => {},
    notifySubmitFailed: () => {},
    clearNotices: () => {},
    setIntake: assign(({ context, event }) => {
      assertEvent(event, "intake.submit");
      return {
        intake: IntakeSchema.parse({ ...event.intake, userFlow: context.audience }),
        responseId: context.responseId ?? crypto.randomUUID(),
        writeToken: context.writeToken ?? randomToken(),
      };
    }),
    bumpRevision: assign({ revision: ({ context }) => context.revision + 1 }),
    startTimerIfNeeded: assign({ timerStartedAt: ({ context }) => context.timerStartedAt ?? Date.now() }),
    stopTimer: assign({
      completionTimeSeconds: ({ context }) => elapsedSeconds(context),
      timerStartedAt: null,
    }),
    resetViewed: assign({ viewed: false }),
    markViewed: assign({ viewed: true }),
    moveCard: assign(({ context, event }, params: { dataset: Dataset }) => {
      assertEvent(event, "ranking.move");
      return { rankings: { ...context.rankings, [params.dataset]: moveCard(context.rankings[params.dataset], event.move) } };
    }),
    finishRanking: assign(({ context }, params: { dataset: Dataset }) => ({
      rankingDone: { ...context.rankingDone, [params.dataset]: true },
    })),
    goToFirstPage: assign({ pageIndex: 0 }),
    goToFirstPursuerPage: assign({ pageIndex: ({ context }) => pagesOf(context).findIndex((p) => p.dataset === "pursuer") }),
    goToNextPage: assign({ pageIndex: ({ context }) => context.pageIndex + 1 }),
    rate: assign(({ context, event }) => {
      assertEvent(event, "page.rate");
      const page = currentPage(context);
      if (!page) return {};
      const dataset = context.responses[page.dataset];
      const category = dataset[page.category] ?? {};
      const next = (((category[event.placement] ?? 0) + 1) % 3) as Rating;
      const timerStartedAt = next > 0 && context.timerStartedAt === null ? Date.now() : context.timerStartedAt;
      return {
        timerStartedAt,
        responses: {
          ...context.responses,
          [page.dataset]: { ...dataset, [page.category]: { ...category, [event.placement]: next } },
        },
      };
    }),
    fillPage: assign(({ context, event }) => {
      assertEvent(event, "page.next");
      const page = currentPage(context);
      if (!page) return {};
      const dataset = context.responses[page.dataset];
      const category = { ...Object.fromEntries(event.placements.map((p) => [p, 0 as Rating])), ...dataset[page.category] };
      return { responses: { ...context.responses, [page.dataset]: { ...dataset, [page.category]: category } } };
    }),
    prepareCulture: assign(({ context }) =>
      context.cultureOrder.length === CULTURE_STATEMENT_COUNT ? {} : { cultureOrder: shuffled(CULTURE_IDS), cultureIndex: 0 },
    ),
    answer: assign(({ context, event }) => {
      assertEvent(event, "culture.answer");
      return { cultureResponses: { ...context.cultureResponses, [context.cultureOrder[context.cultureIndex]!]: event.code } };
    }),
    nextQuestion: assign({ cultureIndex: ({ context }) => context.cultureIndex + 1 }),
    previousQuestion: assign({ cultureIndex: ({ context }) => Math.max(0, context.cultureIndex - 1) }),
    scoreCulture: assign({ cultureScores: ({ context }) => cultureScores(context.cultureResponses) }),
    setDemographics: assign(({ event }) => {
      assertEvent(event, "survey.submit");
      return { demographics: event.demographics };
    }),
    // docs/admin.md#identity-audit-and-data-rights: opting in is the consent, recorded with its time and the text's version; skipping keeps
    // nothing.
    giveConsent: assign({ demographicConsent: () => ({ at: new Date().toISOString(), version: DEMOGRAPHIC_CONSENT_VERSION }) }),
    declineConsent: assign({ demographicConsent: null, demographics: null }),
    // Decision 084: like the demographic consent, the tick is recorded with its time and the text's version; unticking keeps nothing.
    chooseShare: assign({
      managerShare: ({ event }) => {
        assertEvent(event, "share.choose");
        return event.share ? { at: new Date().toISOString(), version: MANAGER_SHARE_VERSION } : null;
      },
    }),
    restart: assign(({ context, event }) => {
      assertEvent(event, "flow.restart");
      return initialContext({
        audience: context.audience,
        teamCode: context.teamCode ?? null,
        language: event.language ?? context.language,
      });
    }),
    // The completion screen shows no answer: nothing given (the team's code included) or the token stays; it keeps its
    // language, and the result the server read back from the answers, if the deployment shows one (decision 066).
    forget: assign(({ context, event }) => {
      assertEvent(event, "flow.forget");
      return { ...initialContext({ audience: context.audience, language: context.language }), result: event.result ?? null };
    }),
    chooseLanguage: assign(({ event }) => {
      assertEvent(event, "language.choose");
      return { language: event.language };
    }),
    joinTeam: assign(({ event }) => {
      assertEvent(event, "team.join");
      return { teamCode: event.code };
    }),
  },
});

/** A ranking step's way on: when (besides a card viewed), where to, and what happens between marking it done and saving it. */
type RankingWay = {
  when?: ("isPursuerAllNotLikeMe" | "isCeo")[];
  target: string;
  also?: ("goToFirstPage" | "goToFirstPursuerPage" | "stopTimer")[];
};

/**
 * Either ranking: a move that changes the order, a card viewed, and Continue once a card was viewed. Every way on marks
 * the ranking done and saves it, whether or not its pages follow.
 */
const rankingState = (dataset: Dataset, ways: RankingWay[]) =>
  flow.createStateConfig({
    entry: "resetViewed",
    on: {
      "ranking.move": {
        guard: { type: "changesRanking", params: { dataset } },
        actions: { type: "moveCard", params: { dataset } },
      },
      "ranking.view": { actions: "markViewed" },
      "ranking.continue": ways.map(({ when, target, also = [] }) => ({
        guard: when ? and(["hasViewedCard", ...when]) : "hasViewedCard",
        target,
        actions: [
          { type: "finishRanking", params: { dataset } },
          ...also,
          { type: "commitDraft", params: { step: `${dataset}-ranking-complete` } },
        ],
      })),
    },
  });

/** The final submit, from the opt-in's choice or the survey: done, it shows the completion; failed, the step it came from. */
const submittingState = (back: "idle" | "editing") =>
  flow.createStateConfig({
    entry: "bumpRevision",
    invoke: {
      src: "submitAssessment",
      input: ({ context }) => toPayload(context, "final", true)!,
      onDone: { target: "#flow.completion", actions: "notifySubmitted" },
      onError: { target: back, actions: "notifySubmitFailed" },
    },
  });

/**
 * The respondent flow of docs/product.md#states-and-transitions. Effects are named and provided by the caller (`.provide()`):
 * `saveDraft` (auto-save into the outbox), `submitAssessment` (final save), and the toasts.
 */
export const flowMachine = flow.createMachine({
  id: "flow",
  context: ({ input }) => initialContext(input),
  initial: "intake",
  on: {
    // The next respondent sees nothing of the previous one, their "Assessment completed" toast included.
    "flow.restart": { target: ".intake", actions: ["restart", "clearNotices"] },
    // Any time: the language is how the steps read, never what they store (docs/languages.md).
    "language.choose": { actions: "chooseLanguage" },
  },
  states: {
    intake: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "intake.submit": { guard: "isValidIntake", target: "processing", actions: "setIntake" },
            // Only on the first screen: a respondent past it keeps the team they started with.
            "team.join": { guard: "isBeforeFirstSave", actions: "joinTeam" },
          },
        },
        processing: {
          invoke: {
            src: "wait",
            input: DELAY.intakeSubmit,
            onDone: {
              target: "#flow.instructions",
              actions: { type: "commitDraft", params: { step: "intake-complete" } },
            },
          },
        },
      },
    },
    instructions: {
      on: { "instructions.begin": { target: "attractionRanking", actions: "startTimerIfNeeded" } },
    },
    attractionRanking: rankingState("attraction", [{ target: "pages", also: ["goToFirstPage"] }]),
    // All not-like-me: the ranking is done and saved like any other, only its pages are skipped.
    pursuerRanking: rankingState("pursuer", [
      { when: ["isPursuerAllNotLikeMe", "isCeo"], target: "demographicOptIn", also: ["stopTimer"] },
      { when: ["isPursuerAllNotLikeMe"], target: "cultureInstructions" },
      { target: "pages", also: ["goToFirstPursuerPage"] },
    ]),
    pages: {
      initial: "viewing",
      states: {
        viewing: {
          on: {
            "page.rate": { actions: ["rate", "commitAnswer"] },
            "page.next": { target: "saving", actions: "fillPage" },
          },
        },
        saving: {
          invoke: {
            src: "wait",
            input: DELAY.pageNext,
            onDone: [
              {
                guard: "isLastAttractionPageBeforePursuer",
                target: "#flow.pursuerRanking",
                actions: [{ type: "commitDraft", params: ({ context }) => ({ step: pageStep(context) }) }],
              },
              {
                guard: and(["isLastPage", "isCeo"]),
                target: "#flow.demographicOptIn",
                actions: ["stopTimer", { type: "commitDraft", params: ({ context }) => ({ step: pageStep(context) }) }],
              },
              {
                guard: "isLastPage",
                target: "#flow.cultureInstructions",
                actions: [{ type: "commitDraft", params: ({ context }) => ({ step: pageStep(context) }) }],
              },
              {
                target: "viewing",
                actions: [{ type: "commitDraft", params: ({ context }) => ({ step: pageStep(context) }) }, "goToNextPage"],
              },
            ],
          },
        },
      },
    },
    cultureInstructions: {
      on: {
        "culture.start": { target: "culture", actions: "prepareCulture" },
        "culture.back": { target: "pages" },
      },
    },
    culture: {
      on: {
        "culture.answer": [
          {
            guard: "isLastQuestion",
            target: "demographicOptIn",
            actions: ["answer", "scoreCulture", "stopTimer", { type: "commitDraft", params: { step: "culture-compatibility-complete" } }],
          },
          { actions: ["answer", "commitAnswer", "nextQuestion"] },
        ],
        "culture.next": [
          {
            guard: and(["isCurrentAnswered", "isLastQuestion"]),
            target: "demographicOptIn",
            actions: ["scoreCulture", "stopTimer", { type: "commitDraft", params: { step: "culture-compatibility-complete" } }],
          },
          { guard: "isCurrentAnswered", actions: "nextQuestion" },
        ],
        "culture.prev": [{ guard: "isFirstQuestion", target: "cultureInstructions" }, { actions: "previousQuestion" }],
      },
    },
    demographicOptIn: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "optIn.accept": { target: "#flow.demographicSurvey", actions: "giveConsent" },
            "optIn.skip": { target: "submitting", actions: "declineConsent" },
            "share.choose": { guard: "inTeam", actions: "chooseShare" },
          },
        },
        submitting: submittingState("idle"),
      },
    },
    demographicSurvey: {
      initial: "editing",
      states: {
        editing: {
          on: { "survey.submit": { target: "processing", actions: "setDemographics" } },
        },
        processing: {
          invoke: {
            src: "wait",
            input: DELAY.surveySubmit,
            onDone: {
              target: "submitting",
              actions: { type: "commitDraft", params: { step: "demographic-survey-complete" } },
            },
          },
        },
        submitting: submittingState("editing"),
      },
    },
    completion: {
      on: { "flow.forget": { actions: "forget" } },
    },
  },
});
