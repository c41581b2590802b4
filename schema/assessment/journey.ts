import type { Audience, Dataset } from "../constants";

/** Where the respondent is in the whole assessment, as the step indicator names it (docs/flow.md#progress). */
export type JourneyStep = "part1" | "part2" | "culture" | "aboutYou";

export const JOURNEY_LABEL: Record<JourneyStep, string> = { part1: "Part 1", part2: "Part 2", culture: "Culture", aboutYou: "About you" };

/** CEOs take no culture test. */
export function journeySteps(audience: Audience): JourneyStep[] {
  return audience === "ceo" ? ["part1", "part2", "aboutYou"] : ["part1", "part2", "culture", "aboutYou"];
}

export const partStep = (dataset: Dataset): JourneyStep => (dataset === "attraction" ? "part1" : "part2");
