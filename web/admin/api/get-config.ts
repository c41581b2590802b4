import type { AdminConfig } from "../../../schema/records/admin";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const fetchAdminConfig = () => requestJson<AdminConfig>("GET", "/api/admin/config");

/** GET /api/admin/config: the demo password hint, null outside demo mode. */
export function useAdminConfig() {
  return useQuery(["admin-config"], fetchAdminConfig);
}
