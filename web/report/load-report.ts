import type { SponsorReport } from "../../schema/teams/sponsor-report";

export type ReportState =
  | { kind: "loading" }
  | { kind: "ready"; report: SponsorReport }
  | { kind: "gone" }
  | { kind: "expired" }
  | { kind: "busy" }
  | { kind: "error" };

/** GET /api/report/:token: 404 = unknown or revoked, 410 = expired, 429 = rate-limited; anything else unexpected is retryable. */
export async function loadReport(token: string, signal?: AbortSignal): Promise<ReportState> {
  try {
    const res = await fetch(`/api/report/${encodeURIComponent(token)}`, { credentials: "omit", signal });
    if (res.status === 404) return { kind: "gone" };
    if (res.status === 410) return { kind: "expired" };
    if (res.status === 429) return { kind: "busy" };
    if (!res.ok) return { kind: "error" };
    return { kind: "ready", report: (await res.json()) as SponsorReport };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "error" };
  }
}
