import type { ExportContent } from "../../schema/kiosk/escape-file";
import { db, withDb } from "../db/db";
import { deviceId } from "../db/meta";
import { seal } from "../escape/seal";
import { withTokenHashed } from "../escape/token-hash";
import { generatePassphrase } from "./passphrase";

/** The file, what it holds, and the passphrase that opens it (the device keeps no copy). */
export type QueueExport = { blob: Blob; filename: string; pending: number; failed: number; passphrase: string };

/** How many saves the device holds: waiting to upload, and refused by the server. */
export async function queueCounts(): Promise<{ pending: number; failed: number }> {
  return withDb(async () => ({
    pending: await db.outbox.where("status").equals("pending").count(),
    failed: await db.outbox.where("status").equals("failed").count(),
  }));
}

/**
 * The escape hatch (docs/offline.md): the whole outbox, waiting and failed, as a file sealed with a
 * passphrase the device generates; each save's writeToken only as its SHA-256 (docs/decisions/031). Nothing is removed: the tablet still
 * uploads when it can, and the server's idempotent upsert makes the file and the upload one record.
 */
export async function exportQueue(now = new Date()): Promise<QueueExport> {
  const passphrase = generatePassphrase();
  const rows = await withDb(() => db.outbox.toArray());
  const device = await deviceId();
  const content: ExportContent = {
    deviceId: device,
    exportedAt: now.toISOString(),
    items: await Promise.all(
      rows.map(async (r) => ({
        save: await withTokenHashed({ ...r.payload, isCompleted: r.completes }),
        status: r.status,
        lastError: r.lastError,
        queuedAt: r.queuedAt,
      })),
    ),
  };
  const file = await seal(content, passphrase);
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return {
    blob: new Blob([JSON.stringify(file)], { type: "application/json" }),
    filename: `sociality-kiosk-${device.slice(0, 8)}-${stamp}.json`,
    pending: rows.filter((r) => r.status === "pending").length,
    failed: rows.filter((r) => r.status === "failed").length,
    passphrase,
  };
}

/** Hands the file to the browser's downloads. */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
