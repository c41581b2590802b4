import { fallbackExportName, filenameFromDisposition } from "../format/filename";
import { httpError } from "./http";

/** GET /api/admin/teams/:id/export.csv — a team is small enough to take in one piece. */
export async function exportTeamCsv(teamId: string): Promise<{ blob: Blob; filename: string; rows: number }> {
  const res = await fetch(`/api/admin/teams/${encodeURIComponent(teamId)}/export.csv`, { credentials: "same-origin" });
  if (!res.ok) throw await httpError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("Content-Disposition")) ?? fallbackExportName(new Date()),
    rows: Number(res.headers.get("X-Row-Count") ?? 0),
  };
}
