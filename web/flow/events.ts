import type { CategoryId, CultureCode } from "../../schema/constants";
import type { Demographics } from "../../schema/assessment/demographics";
import type { Intake } from "../../schema/assessment/intake";
import type { Language } from "../../schema/assessment/languages";
import type { RankingMove } from "../../schema/assessment/ranking";
import type { KeptResult } from "../../schema/assessment/completion-result";

export type FlowEvent =
  | { type: "intake.submit"; intake: Intake }
  | { type: "instructions.begin" }
  | { type: "ranking.move"; move: RankingMove }
  | { type: "ranking.view"; category: CategoryId }
  | { type: "ranking.continue" }
  | { type: "page.rate"; placement: string }
  /** `placements` are the page's rated statements: unrated ones are stored as 0. */
  | { type: "page.next"; placements: string[] }
  | { type: "culture.start" }
  | { type: "culture.back" }
  | { type: "culture.answer"; code: CultureCode }
  | { type: "culture.next" }
  | { type: "culture.prev" }
  | { type: "optIn.accept" }
  | { type: "optIn.skip" }
  /** Decision 084: a team's member ticks or unticks sharing their type with the team's manager. */
  | { type: "share.choose"; share: boolean }
  | { type: "survey.submit"; demographics: Demographics }
  /** The team to join, known at the first screen (invite link or kiosk binding). */
  | { type: "team.join"; code: string | null }
  /**
   * A new respondent, in the same team (a kiosk's binding is applied by team.join on the first screen), in the
   * given language (a kiosk's default) or else the same one.
   */
  | { type: "flow.restart"; language?: Language }
  /** docs/languages.md#choosing-the-language: the respondent (or a link) chose the language. */
  | { type: "language.choose"; language: Language }
  /** The server holds the finished response: keep only what the completion screen needs, its result included (decision 066). */
  | { type: "flow.forget"; result?: KeptResult | null };
