// The team CSV (docs/teams.md#the-rules): the spec's 33 columns, then Team and Culture Match. The spec's own export is untouched.
import { csvLine, EXPORT_HEADERS, exportCells, type ExportSource } from "../export/export-columns";

export const TEAM_EXPORT_HEADERS: readonly string[] = [...EXPORT_HEADERS, "Team", "Culture Match"];

/** An empty Culture Match means no match: no culture scores, no team profile yet, or the manager who defines it. */
export function teamExportLine(src: ExportSource, teamName: string, cultureMatch: number | null): string {
  return csvLine([...exportCells(src), teamName, cultureMatch]);
}

export function teamExportHeaderLine(): string {
  return csvLine(TEAM_EXPORT_HEADERS);
}

/** e.g. team-platform-crew-2026-11-22T21-45-00.csv (UTC); the team name reduced to a safe slug. */
export function teamExportFileName(teamName: string, now: Date): string {
  const slug =
    teamName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "team";
  return `team-${slug}-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.csv`;
}
