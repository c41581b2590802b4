import type { AdminStats } from "../../../schema/records/admin";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const STATS_KEY = ["stats"] as const;

export const fetchStats = () => requestJson<AdminStats>("GET", "/api/admin/stats");

/** GET /api/admin/stats: the stat cards, the export's row check and the insights. */
export function useStats() {
  return useQuery(STATS_KEY, fetchStats);
}
