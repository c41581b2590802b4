// What a respondent sees of their result on the completion screen, where the deployment wants it (decision 066).
import * as z from "zod/mini";
import {
  AUDIENCES,
  CATEGORIES,
  DATASETS,
  RESULT_SETTINGS,
  TITLES,
  type Audience,
  type CategoryId,
  type Dataset,
  type ResultSetting,
} from "../constants";
import { CultureScoresSchema } from "../save/payload";
import type { CultureScores, FinalType } from "./scoring";

/** `GET /api/settings`: what a respondent's device needs to know of the deployment before it goes offline. */
export const RespondentSettingsSchema = z.object({ resultOnCompletion: z.enum(RESULT_SETTINGS) });
export type RespondentSettings = z.infer<typeof RespondentSettingsSchema>;

/**
 * `GET /api/assessment/:id/result`: each part's colour from the server's scoring (null: no type, every card 'not
 * like me'), and for `type-and-culture` the culture profile of a manager or IC (null for a CEO, who takes no culture test).
 */
export const CompletionResultSchema = z.object({
  show: z.enum(["type", "type-and-culture"]),
  attraction: z.nullable(z.enum(CATEGORIES)),
  pursuer: z.nullable(z.enum(CATEGORIES)),
  culture: z.nullable(CultureScoresSchema),
});
export type CompletionResult = z.infer<typeof CompletionResultSchema>;

/** What the device keeps of a result: the server's answer, or "unavailable" when it could not be read in time. */
export type KeptResult = CompletionResult | "unavailable";
export const KeptResultSchema = z.union([CompletionResultSchema, z.literal("unavailable")]);

/** What the completion screen shows in the result's place. */
export type ResultView =
  { kind: "none" } | { kind: "waiting" } | { kind: "loading" } | { kind: "unavailable" } | { kind: "shown"; result: CompletionResult };

/** The colour a stored type part names (its title in that part), or null for "Undetermined" or anything else. */
export function colourOf(dataset: Dataset, title: string | null | undefined): CategoryId | null {
  return CATEGORIES.find((c) => TITLES[dataset][c] === title) ?? null;
}

/** A completed response as the result reads it. */
export type ResultSource = { userFlow: string; finalType: FinalType | null; cultureCompatibilityScores: CultureScores | null };

/** The result the setting allows, or null when it shows none. */
export function completionResult(setting: ResultSetting, row: ResultSource): CompletionResult | null {
  if (setting === "none") return null;
  const [attraction, pursuer] = DATASETS.map((d) =>
    colourOf(d, d === "attraction" ? row.finalType?.intrinsicAttraction : row.finalType?.extrinsicPursuer),
  );
  const withCulture = setting === "type-and-culture" && isCultureAudience(row.userFlow);
  return {
    show: setting,
    attraction: attraction!,
    pursuer: pursuer!,
    culture: withCulture ? (row.cultureCompatibilityScores ?? null) : null,
  };
}

const isCultureAudience = (flow: string) => (AUDIENCES as readonly string[]).includes(flow) && (flow as Audience) !== "ceo";
