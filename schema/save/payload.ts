import * as z from "zod/mini";
import { LANGUAGES } from "../assessment/languages";
import { answerRecord } from "./answer-record";
import { CULTURE_CODES, CULTURE_STATEMENT_COUNT } from "../constants";
import { DemographicConsentSchema, ManagerShareSchema } from "./consent";
import { DemographicsSchema } from "../assessment/demographics";
import { IntakeSchema } from "../assessment/intake";
import { SaveTeamCodeSchema } from "../teams/team-api";

const categoryResponses = answerRecord({
  key: /^\d{1,3}(\.\d{1,3})?$/,
  keyMessage: "Statement key must be a placement like 1 or 1.1",
  values: [0, 1, 2] as const,
  valueMessage: "Rating must be 0, 1 or 2",
  max: 100,
  maxMessage: "At most 100 statements per category",
});

export const DatasetResponsesSchema = z.object({
  yellow: z.optional(categoryResponses),
  blue: z.optional(categoryResponses),
  red: z.optional(categoryResponses),
});

export type DatasetRatings = z.infer<typeof DatasetResponsesSchema>;

const rank = z
  .int({ error: "Rank must be a whole number from 1 to 4" })
  .check(z.gte(1, "Rank must be 1 to 4"), z.lte(4, "Rank must be 1 to 4"));
export const RankingSchema = z.object({ yellow: rank, blue: rank, red: rank });
export const PageRankingsSchema = z.object({
  attractionRanking: z.optional(RankingSchema),
  pursuerRanking: z.optional(RankingSchema),
});

/** The ids' shape; that each is a shipped statement is checked by the server (schema/save/save-rules.ts). */
export const CultureResponsesSchema = answerRecord({
  key: /^(rabbit|dog|cat)-(a|p|ap)\d{1,2}$/,
  keyMessage: "Unknown culture statement id",
  values: CULTURE_CODES.map((c): number => c.code),
  valueMessage: "Culture response must be one of 1, 2, 3, 4, 6, 7, 8, 9",
  max: CULTURE_STATEMENT_COUNT,
  maxMessage: "At most 60 culture responses",
});

const score = z.int().check(z.gte(0), z.lte(CULTURE_STATEMENT_COUNT));
export const CultureScoresSchema = z.object({ rabbit: score, dog: score, cat: score });

/** Response ids are compared in lower case everywhere (decision 010): ids differing only by case are one response. */
export const normaliseResponseId = (id: string) => id.toLowerCase();

/** docs/architecture.md#the-sync-protocol sync fields carried by every save. */
export const SyncFieldsSchema = z.object({
  id: z.uuid({ error: "id must be a UUID" }).check(z.toLowerCase()),
  revision: z
    .int({ error: "revision must be a whole number" })
    .check(z.gte(1, "revision must be 1 or more"), z.lte(1_000_000_000, "revision is too large")),
  writeToken: z
    .string({ error: "writeToken is required" })
    .check(z.minLength(32, "writeToken must be at least 32 characters"), z.maxLength(128, "writeToken must be at most 128 characters")),
  step: z.string({ error: "step is required" }).check(z.minLength(1, "step is required"), z.maxLength(100, "step is too long")),
  deviceId: z.optional(z.string().check(z.maxLength(100, "deviceId is too long"))),
  schemaVersion: z.optional(z.int().check(z.gte(1))),
  contentVersion: z.optional(z.string().check(z.maxLength(100))),
});

/** docs/product.md#calls save payload plus the sync fields: the body of both save endpoints. */
export const SavePayloadSchema = z.extend(IntakeSchema, {
  ...SyncFieldsSchema.shape,
  attractionResponses: DatasetResponsesSchema,
  pursuerResponses: DatasetResponsesSchema,
  pageRankings: z.optional(z.nullable(PageRankingsSchema)),
  demographicData: z.optional(z.nullable(DemographicsSchema)),
  // docs/admin.md#identity-audit-and-data-rights: demographic answers are stored only with the respondent's consent (time and text
  // version).
  demographicConsent: z.optional(z.nullable(DemographicConsentSchema)),
  // Decision 084: the member's agreement to share their type with their team's manager (time and text version); only with a team.
  managerShare: z.optional(z.nullable(ManagerShareSchema)),
  cultureCompatibilityResponses: z.optional(z.nullable(CultureResponsesSchema)),
  cultureCompatibilityScores: z.optional(z.nullable(CultureScoresSchema)),
  completionTimeSeconds: z.optional(
    z.nullable(z.string().check(z.regex(/^\d{1,7}$/, "completionTimeSeconds must be whole seconds as a string"))),
  ),
  isCompleted: z.optional(z.boolean()),
  // docs/teams.md#membership-invite-links-join-codes-and-kiosks: the invite link's join code; the server resolves it to a team and keeps it
  // either way.
  teamCode: SaveTeamCodeSchema,
  // docs/languages.md#stored-and-shown: the language the respondent took it in; scoring never reads it.
  language: z.optional(z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(", ")}` })),
});
export type SavePayload = z.infer<typeof SavePayloadSchema>;

export type SaveAnswer = { id: string; revision: number; isCompleted: boolean };

/** The error body every 4xx carries. */
export type ApiError = { error: string; issues: { path: string; message: string }[] };
