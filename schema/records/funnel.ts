// The completion funnel's counts (docs/decisions/046-survey-complete-and-the-detail-url.md): who reached
// each step. Required steps count everyone at or past them; the two steps a respondent may pass without
// taking them (the CEO flow has no culture test, the demographic survey is optional) count only who took them.
import { FUNNEL_STEPS, funnelIndex } from "./admin";

/** Responses with the same progress: their last saved step, whether they finished, and how many. */
export type ProgressGroup = { lastStep: string; isCompleted: boolean; n: number };

export type OptionalStepFacts = {
  /** Responses with culture scores: stored when the culture test ends, never in the CEO flow. */
  withCulture: number;
  /** Finished responses whose respondent opted in to the demographic survey (a stored consent). */
  completedWithConsent: number;
};

const CULTURE_STEP = "culture-compatibility-complete";
const SURVEY_STEP = "demographic-survey-complete";

export type FunnelCount = { step: string; count: number };

/**
 * The survey is complete once submitted, answered or not (the flow saves SURVEY_STEP then): a response
 * still at that step, or a finished one with a consent. A finished one without consent skipped it.
 */
export function funnelCounts(groups: readonly ProgressGroup[], facts: OptionalStepFacts): FunnelCount[] {
  const atStep = Array<number>(FUNNEL_STEPS.length).fill(0);
  let surveySubmitted = facts.completedWithConsent;
  for (const g of groups) {
    const i = funnelIndex(g.lastStep, g.isCompleted);
    atStep[i] = (atStep[i] ?? 0) + g.n;
    if (!g.isCompleted && g.lastStep === SURVEY_STEP) surveySubmitted += g.n;
  }
  const optional: Record<string, number> = { [CULTURE_STEP]: facts.withCulture, [SURVEY_STEP]: surveySubmitted };
  // A respondent at a later step also passed every earlier required one: those counts accumulate from the end.
  return FUNNEL_STEPS.map((s, i) => ({ step: s.step, count: optional[s.step] ?? atStep.slice(i).reduce((a, n) => a + n, 0) }));
}
