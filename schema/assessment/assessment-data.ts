// The assessment's statements in one language as GET /api/assessment-data?lang= serves them and as a device keeps them for offline use:
// one schema on both sides (worker/assessment/content.ts builds it; web/flow/use-assessment-data.ts parses it on the way in).
import * as z from "zod/mini";
import { LANGUAGES } from "./languages";

export const ProfileStatementSchema = z.object({
  category: z.enum(["Yellow", "Blue", "Red"]),
  placement: z.string().check(z.minLength(1)),
  text: z.string(),
});
// An empty list would start a flow with nothing to rank or rate: as unusable as a malformed one.
const statements = z.array(ProfileStatementSchema).check(z.minLength(1));

export const CultureStatementSchema = z.object({
  id: z.string().check(z.minLength(1)),
  category: z.enum(["Rabbit", "Dog", "Cat"]),
  code: z.string().check(z.minLength(1)),
  text: z.string(),
});

/** One language's statements (docs/languages.md#content): the same keys and placements in every language. */
export const AssessmentDataSchema = z.object({
  language: z.enum(LANGUAGES),
  attraction: statements,
  pursuer: statements,
  culture: z.array(CultureStatementSchema).check(z.minLength(1)),
});

export type ProfileStatement = z.infer<typeof ProfileStatementSchema>;
export type CultureStatement = z.infer<typeof CultureStatementSchema>;
export type AssessmentData = z.infer<typeof AssessmentDataSchema>;
