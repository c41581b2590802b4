import type { Audience } from "../../schema/constants";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { Team } from "../../schema/teams/team-api";
import { teamExportFileName, teamExportHeaderLine, teamExportLine } from "../../schema/teams/team-export";
import { memberMatch, teamProfile } from "../../schema/teams/teams";
import { CSV_BOM } from "../../schema/export/export-columns";
import { COLUMNS, toExportSource, type Raw } from "./response-rows";
import { profileConfirmation } from "../teams/teams";

/**
 * The team CSV, newest first like the full export. A team is hundreds or a few thousand people, so it
 * is read in one query (the profile needs every member first anyway) and answered in one body; `rows`
 * is the file's row count, for the audit entry.
 */
export async function teamExportResponse(d1: D1Database, team: Team, now: Date): Promise<{ response: Response; rows: number }> {
  const [rows, confirmed] = await Promise.all([
    d1
      .prepare(`SELECT ${COLUMNS} FROM assessment_responses WHERE team_id = ? ORDER BY completed_at DESC, id DESC`)
      .bind(team.id)
      .raw<Raw>(),
    profileConfirmation(d1, team.id),
  ]);
  const sources = rows.map(toExportSource);
  const facts = sources.map((s) => ({
    id: s.id,
    userFlow: s.userFlow as Audience,
    isCompleted: s.isCompleted,
    completedAtMs: s.completedAtMs,
    cultureScores: s.cultureCompatibilityScoresJson ? (JSON.parse(s.cultureCompatibilityScoresJson) as CultureScores) : null,
    // Only members are read, so a confirmed response that left the team confirms nothing here.
    confirmedProfile: s.id === confirmed?.responseId,
  }));
  const profile = teamProfile(facts);
  let body = CSV_BOM + teamExportHeaderLine();
  facts.forEach((f, i) => (body += teamExportLine(sources[i]!, team.name, memberMatch(f, profile).cultureMatch)));
  const response = new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${teamExportFileName(team.name, now)}"`,
      "X-Row-Count": String(sources.length),
    },
  });
  return { response, rows: sources.length };
}
