import { DEFAULT_RANKING, type Audience, type CultureCode, type Dataset } from "../../schema/constants";
import type { DemographicConsent, ManagerShare } from "../../schema/save/consent";
import type { Demographics } from "../../schema/assessment/demographics";
import type { Intake } from "../../schema/assessment/intake";
import type { Language } from "../../schema/assessment/languages";
import type { Ranking } from "../../schema/assessment/ranking";
import type { DatasetRatings } from "../../schema/save/payload";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { KeptResult } from "../../schema/assessment/completion-result";

/** Everything the respondent has given so far; persisted with the machine snapshot after every transition. */
export type FlowContext = {
  audience: Audience;
  responseId: string | null;
  writeToken: string | null;
  /** +1 per save; the server keeps the newest (docs/architecture.md#the-sync-protocol). */
  revision: number;
  /** The step the last step-end save named; answers given since are saved under it. Snapshots from before have none. */
  lastStep?: string | null;
  intake: Intake | null;
  rankings: Record<Dataset, Ranking>;
  rankingDone: Record<Dataset, boolean>;
  /** At least one card opened on the current ranking screen. */
  viewed: boolean;
  pageIndex: number;
  responses: Record<Dataset, DatasetRatings>;
  cultureOrder: string[];
  cultureIndex: number;
  cultureResponses: Record<string, CultureCode>;
  cultureScores: CultureScores | null;
  demographics: Demographics | null;
  /**
   * docs/admin.md#identity-audit-and-data-rights: set when the respondent opts in to the demographic survey (time, consent text version);
   * snapshots from before have none.
   */
  demographicConsent?: DemographicConsent | null;
  /** Decision 084: set while a team's member agrees to share their type with the team's manager; snapshots from before have none. */
  managerShare?: ManagerShare | null;
  timerStartedAt: number | null;
  completionTimeSeconds: number;
  /**
   * docs/teams.md#membership-invite-links-join-codes-and-kiosks: the invite link's (or a kiosk's) team join code, taken at the first
   * screen; sent with every save.
   */
  teamCode: string | null;
  /** docs/languages.md#choosing-the-language: the language the respondent takes it in, sent with every save. */
  language: Language;
  /**
   * Decision 066: the result read back once the finished response uploaded, kept with the completion screen; snapshots from before have
   * none.
   */
  result?: KeptResult | null;
};

export type FlowInput = { audience: Audience; teamCode?: string | null; language?: Language };

export function initialContext({ audience, teamCode = null, language = "en" }: FlowInput): FlowContext {
  return {
    audience,
    responseId: null,
    writeToken: null,
    revision: 0,
    lastStep: null,
    intake: null,
    rankings: { attraction: { ...DEFAULT_RANKING }, pursuer: { ...DEFAULT_RANKING } },
    rankingDone: { attraction: false, pursuer: false },
    viewed: false,
    pageIndex: 0,
    responses: { attraction: {}, pursuer: {} },
    cultureOrder: [],
    cultureIndex: 0,
    cultureResponses: {},
    cultureScores: null,
    demographics: null,
    demographicConsent: null,
    managerShare: null,
    timerStartedAt: null,
    completionTimeSeconds: 0,
    teamCode,
    language,
    // Present, if null: a restart assigns this context over the last, so a result left out would survive it.
    result: null,
  };
}

/**
 * The step a save of answers given inside a step names: the last one completed. A snapshot stored before
 * it was kept falls back to the latest step its context proves done (a ranking marked done, else the intake).
 */
export function lastCompletedStep(c: FlowContext): string {
  if (c.lastStep) return c.lastStep;
  if (c.rankingDone.pursuer) return "pursuer-ranking-complete";
  return c.rankingDone.attraction ? "attraction-ranking-complete" : "intake-complete";
}
