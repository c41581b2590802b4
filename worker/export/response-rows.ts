import type { ExportSource } from "../../schema/export/export-columns";
import type { Cursor } from "../records/cursor";

export async function countResponses(d1: D1Database): Promise<number> {
  const row = await d1.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>();
  return row?.n ?? 0;
}

// Raw arrays instead of drizzle objects: at 100,000 rows the per-row mapping and JSON parsing is most of the time.
export const COLUMNS = `id, name, email, phone_number, job_title, company_website, linkedin_profile, user_flow, completion_time_seconds,
  completed_at, is_completed, page_rankings, attraction_responses, pursuer_responses, final_type,
  culture_compatibility_scores, culture_compatibility_responses, demographic_data`;
const FIRST_PAGE = `SELECT ${COLUMNS} FROM assessment_responses ORDER BY completed_at DESC, id DESC LIMIT ?`;
const NEXT_PAGE = `SELECT ${COLUMNS} FROM assessment_responses WHERE (completed_at, id) < (?, ?) ORDER BY completed_at DESC, id DESC LIMIT ?`;

export type Raw = [
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  string,
  string,
  string | null,
  number,
  number,
  ...(string | null)[],
];

/** One keyset page of the export, newest first (the list's order); pass the last row's position to get the next. */
export async function exportPage(d1: D1Database, after: Cursor | null, size: number): Promise<ExportSource[]> {
  const statement = after ? d1.prepare(NEXT_PAGE).bind(after.completedAtMs, after.id, size) : d1.prepare(FIRST_PAGE).bind(size);
  const rows = await statement.raw<Raw>();
  return rows.map(toExportSource);
}

export function toExportSource(r: Raw): ExportSource {
  return {
    id: r[0],
    name: r[1],
    email: r[2],
    phoneNumber: r[3],
    jobTitle: r[4],
    companyWebsite: r[5],
    linkedinProfile: r[6],
    userFlow: r[7],
    completionTimeSeconds: r[8],
    completedAtMs: r[9],
    isCompleted: r[10] === 1,
    pageRankingsJson: r[11] ?? null,
    attractionResponsesJson: r[12] ?? "{}",
    pursuerResponsesJson: r[13] ?? "{}",
    finalTypeJson: r[14] ?? null,
    cultureCompatibilityScoresJson: r[15] ?? null,
    cultureCompatibilityResponsesJson: r[16] ?? null,
    demographicDataJson: r[17] ?? null,
  };
}
