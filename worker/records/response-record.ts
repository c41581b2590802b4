import { sql, type SQL } from "drizzle-orm";
import type { ResponseRecord } from "../../schema/records/admin";
import type { Audience } from "../../schema/constants";
import type { Demographics } from "../../schema/assessment/demographics";
import type { Ranking } from "../../schema/assessment/ranking";
import type { ListSource } from "../../schema/records/response-views";
import type { CultureScores, DatasetResponses, FinalType } from "../../schema/assessment/scoring";
import type { Cursor } from "./cursor";
import { assessmentResponses as t } from "../db/tables";

/** The columns the admin API reads: everything but the write token hash and the search text. */
export const recordColumns = {
  id: t.id,
  name: t.name,
  email: t.email,
  phoneNumber: t.phoneNumber,
  jobTitle: t.jobTitle,
  companyWebsite: t.companyWebsite,
  linkedinProfile: t.linkedinProfile,
  userFlow: t.userFlow,
  attractionResponses: t.attractionResponses,
  pursuerResponses: t.pursuerResponses,
  pageRankings: t.pageRankings,
  demographicData: t.demographicData,
  demographicConsentAt: t.demographicConsentAt,
  demographicConsentVersion: t.demographicConsentVersion,
  managerShareAt: t.managerShareAt,
  managerShareVersion: t.managerShareVersion,
  finalType: t.finalType,
  cultureCompatibilityResponses: t.cultureCompatibilityResponses,
  cultureCompatibilityScores: t.cultureCompatibilityScores,
  completionTimeSeconds: t.completionTimeSeconds,
  isCompleted: t.isCompleted,
  completedAt: t.completedAt,
  updatedAt: t.updatedAt,
  finalTypeOverridden: t.finalTypeOverridden,
  lastStep: t.lastStep,
  deviceId: t.deviceId,
  revision: t.revision,
  teamId: t.teamId,
  teamCode: t.teamCode,
  language: t.language,
};

export type RecordRow = Pick<typeof t.$inferSelect, keyof typeof recordColumns>;

/** The columns a list row is made from (schema/records/response-views.ts): no answers, contact details beyond email, or consent. */
export const listColumns = {
  id: t.id,
  name: t.name,
  email: t.email,
  companyWebsite: t.companyWebsite,
  userFlow: t.userFlow,
  pageRankings: t.pageRankings,
  finalType: t.finalType,
  cultureCompatibilityScores: t.cultureCompatibilityScores,
  completionTimeSeconds: t.completionTimeSeconds,
  completedAt: t.completedAt,
  isCompleted: t.isCompleted,
  demographicData: t.demographicData,
  teamId: t.teamId,
  teamCode: t.teamCode,
};

type ListRow = Pick<typeof t.$inferSelect, keyof typeof listColumns>;

/** A list row's source, JSON columns read back as their types like toRecord. */
export function toListSource(r: ListRow): ListSource {
  return {
    ...r,
    userFlow: r.userFlow as Audience,
    pageRankings: r.pageRankings as { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null,
    finalType: r.finalType as FinalType | null,
    cultureCompatibilityScores: r.cultureCompatibilityScores as CultureScores | null,
    demographicData: r.demographicData as Demographics | null,
    completedAt: r.completedAt.toISOString(),
  };
}

/** JSON columns were validated by the save schema on the way in, so they are read back as their types. */
export function toRecord({
  demographicConsentAt,
  demographicConsentVersion,
  managerShareAt,
  managerShareVersion,
  ...r
}: RecordRow): ResponseRecord {
  return {
    ...r,
    managerShare: managerShareAt ? { at: managerShareAt.toISOString(), version: managerShareVersion ?? "" } : null,
    demographicConsent: demographicConsentAt ? { at: demographicConsentAt.toISOString(), version: demographicConsentVersion ?? "" } : null,
    userFlow: r.userFlow as Audience,
    attractionResponses: (r.attractionResponses ?? {}) as DatasetResponses,
    pursuerResponses: (r.pursuerResponses ?? {}) as DatasetResponses,
    pageRankings: r.pageRankings as { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null,
    demographicData: r.demographicData as Demographics | null,
    finalType: r.finalType as FinalType | null,
    cultureCompatibilityResponses: r.cultureCompatibilityResponses as Record<string, number> | null,
    cultureCompatibilityScores: r.cultureCompatibilityScores as CultureScores | null,
    completedAt: r.completedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const NEWEST_FIRST = [sql`${t.completedAt} DESC`, sql`${t.id} DESC`];

/** Rows strictly after the cursor in NEWEST_FIRST order; a row value comparison walks the (completed_at, id) index. */
export function afterCursor(c: Cursor): SQL {
  return sql`(${t.completedAt}, ${t.id}) < (${c.completedAtMs}, ${c.id})`;
}
