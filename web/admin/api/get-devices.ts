import type { DeviceLedgerRow } from "../../../schema/records/admin";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const fetchDevices = () => requestJson<DeviceLedgerRow[]>("GET", "/api/admin/devices");

/** GET /api/admin/devices: what each device delivered (docs/architecture.md#the-sync-protocol delivery ledger). */
export function useDevices() {
  return useQuery(["devices"], fetchDevices);
}
