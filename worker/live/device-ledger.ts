import type { DeviceLedgerRow } from "../../schema/records/admin";

/**
 * docs/architecture.md#the-sync-protocol delivery ledger: what each device has uploaded and when it last did, most recent first.
 * Every respondent's browser is a device too, so the list is capped; saves without a device id are not listed.
 */
export async function deviceLedger(d1: D1Database, limit: number): Promise<DeviceLedgerRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT device_id AS deviceId, COUNT(*) AS responses, SUM(is_completed) AS completed, MAX(updated_at) AS lastUploadMs
       FROM assessment_responses WHERE device_id IS NOT NULL GROUP BY device_id ORDER BY lastUploadMs DESC LIMIT ?`,
    )
    .bind(limit)
    .all<{ deviceId: string; responses: number; completed: number; lastUploadMs: number }>();
  return results.map((r) => ({
    deviceId: r.deviceId,
    responses: r.responses,
    completed: r.completed,
    lastUploadAt: new Date(r.lastUploadMs).toISOString(),
  }));
}
