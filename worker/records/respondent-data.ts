import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { RespondentData } from "../../schema/records/data-rights";
import { auditOf } from "./audit";
import { assessmentResponses as t, teams } from "../db/tables";

/**
 * Everything stored about one respondent (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20, GDPR Art. 15/20), or null for an
 * unknown id.
 */
export async function respondentData(d1: D1Database, id: string, now: Date): Promise<RespondentData | null> {
  const db = drizzle(d1);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) return null;
  const { writeTokenHash: _credential, ...response } = row;
  const [team] = row.teamId
    ? await db.select({ id: teams.id, name: teams.name, organisation: teams.organisation }).from(teams).where(eq(teams.id, row.teamId))
    : [];
  return { exportedAt: now.toISOString(), response, team: team ?? null, audit: await auditOf(d1, id) };
}
