// The flow's context as a persisted snapshot holds it (web/db/flows.ts), read back through the same schemas the
// machine wrote it with (the intake, ratings and rankings are the save payload's): a context that does not parse
// cannot be resumed safely, so it is discarded and the assessment starts again (docs/offline.md).
import * as z from "zod/mini";
import { answerRecord } from "../../schema/save/answer-record";
import { KeptResultSchema } from "../../schema/assessment/completion-result";
import { AUDIENCES, CULTURE_CODES, CULTURE_STATEMENT_COUNT } from "../../schema/constants";
import { DemographicConsentSchema, ManagerShareSchema } from "../../schema/save/consent";
import { DemographicsSchema } from "../../schema/assessment/demographics";
import { IntakeSchema } from "../../schema/assessment/intake";
import { LANGUAGES } from "../../schema/assessment/languages";
import { CultureScoresSchema, DatasetResponsesSchema, RankingSchema } from "../../schema/save/payload";
import type { FlowContext } from "./context";

const count = z.int().check(z.gte(0));
const perDataset = <T extends z.ZodMiniType>(schema: T) => z.object({ attraction: schema, pursuer: schema });

export const FlowContextSchema: z.ZodMiniType<FlowContext> = z.object({
  audience: z.enum(AUDIENCES),
  responseId: z.nullable(z.string()),
  writeToken: z.nullable(z.string()),
  revision: count,
  // Snapshots stored before answers were saved as given have no last step (web/flow/context.ts lastCompletedStep).
  lastStep: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(100)))),
  intake: z.nullable(IntakeSchema),
  rankings: perDataset(RankingSchema),
  rankingDone: perDataset(z.boolean()),
  viewed: z.boolean(),
  pageIndex: count,
  responses: perDataset(DatasetResponsesSchema),
  cultureOrder: z.array(z.string()),
  cultureIndex: count,
  // Which ids are shipped statements is the server's check (schema/save/save-rules.ts); here, that each answer is a code.
  cultureResponses: answerRecord({
    key: /^[\w-]{1,20}$/,
    keyMessage: "Unknown culture statement id",
    values: CULTURE_CODES.map((c) => c.code),
    valueMessage: "Not a culture answer",
    max: CULTURE_STATEMENT_COUNT,
    maxMessage: "Too many culture answers",
  }),
  cultureScores: z.nullable(CultureScoresSchema),
  demographics: z.nullable(DemographicsSchema),
  demographicConsent: z.optional(z.nullable(DemographicConsentSchema)),
  managerShare: z.optional(z.nullable(ManagerShareSchema)),
  timerStartedAt: z.nullable(z.number()),
  completionTimeSeconds: z.number().check(z.gte(0)),
  teamCode: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
  result: z.optional(z.nullable(KeptResultSchema)),
});
