// The assessment's statements as GET /api/assessment-data serves them and as a device keeps them for offline use:
// one schema on both sides (worker/content.ts builds it; web/flow/use-assessment-data.ts parses it on the way in).
import * as z from "zod/mini";

export const ProfileStatementSchema = z.object({
  category: z.enum(["Yellow", "Blue", "Red"]),
  placement: z.string().check(z.minLength(1)),
  text: z.string(),
});
// An empty list would start a flow with nothing to rank or rate: as unusable as a malformed one.
const statements = z.array(ProfileStatementSchema).check(z.minLength(1));
export const AssessmentDataSchema = z.object({ attraction: statements, pursuer: statements });

export type ProfileStatement = z.infer<typeof ProfileStatementSchema>;
export type AssessmentData = z.infer<typeof AssessmentDataSchema>;
