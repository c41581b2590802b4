import { lazy } from "react";
import { withPart } from "../i18n/catalogs";

// Every step after the intake loads on demand, keeping the first paint of /test/* small (docs/performance.md#quality-bars).
// With the steps' messages in the respondent's language (docs/languages.md#catalogues).
const loaders = {
  instructions: withPart("steps", () => import("../screens/instructions/InstructionsScreen")),
  ranking: withPart("steps", () => import("../screens/ranking/RankingScreen")),
  statements: withPart("steps", () => import("../screens/statements/StatementPageScreen")),
  cultureInstructions: withPart("steps", () => import("../screens/culture/CultureInstructionsScreen")),
  culture: withPart("steps", () => import("../screens/culture/CultureQuestionScreen")),
  optIn: withPart("steps", () => import("../screens/demographics/DemographicOptInScreen")),
  survey: withPart("steps", () => import("../screens/demographics/DemographicSurveyScreen")),
  completion: withPart("steps", () => import("../screens/completion/CompletionScreen")),
};

export const InstructionsScreen = lazy(() => loaders.instructions().then((m) => ({ default: m.InstructionsScreen })));
export const RankingScreen = lazy(() => loaders.ranking().then((m) => ({ default: m.RankingScreen })));
export const StatementPageScreen = lazy(() => loaders.statements().then((m) => ({ default: m.StatementPageScreen })));
export const CultureInstructionsScreen = lazy(() => loaders.cultureInstructions().then((m) => ({ default: m.CultureInstructionsScreen })));
export const CultureQuestionScreen = lazy(() => loaders.culture().then((m) => ({ default: m.CultureQuestionScreen })));
export const DemographicOptInScreen = lazy(() => loaders.optIn().then((m) => ({ default: m.DemographicOptInScreen })));
export const DemographicSurveyScreen = lazy(() => loaders.survey().then((m) => ({ default: m.DemographicSurveyScreen })));
export const CompletionScreen = lazy(() => loaders.completion().then((m) => ({ default: m.CompletionScreen })));

/**
 * Fetches every step's code once the first screen is up, so a connection lost before the service
 * worker has cached the app cannot strand a respondent mid-flow. Failures are left for the step
 * itself (PageError offers a reload).
 */
export function preloadStepScreens(): void {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
