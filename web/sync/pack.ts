import { MAX_BATCH_BODY_BYTES, MAX_BATCH_SAVES } from "../../schema/save/batch";
import type { OutboxRow } from "../db/db";

/** A request's worth of items and its JSON body `{saves: [...]}`. */
export type Pack<T> = { items: T[]; body: string; bytes: number };
export type Packed = Pack<OutboxRow>;

const encoder = new TextEncoder();
const ENVELOPE_BYTES = '{"saves":[]}'.length;

/**
 * Packs items in order into batches of at most `size` saves (≤ 50) whose bodies stay within the
 * server's limit. An item too big even alone goes alone: the server's 413 then fails only it.
 */
export function packSaves<T>(items: T[], toJson: (item: T) => string, size = MAX_BATCH_SAVES, maxBytes = MAX_BATCH_BODY_BYTES): Pack<T>[] {
  const limit = Math.max(1, Math.min(MAX_BATCH_SAVES, Math.floor(size) || 1));
  const packs: Pack<T>[] = [];
  let json: string[] = [];
  let taken: T[] = [];
  let bytes = ENVELOPE_BYTES;
  const close = () => {
    if (taken.length) packs.push({ items: taken, body: `{"saves":[${json.join(",")}]}`, bytes });
    json = [];
    taken = [];
    bytes = ENVELOPE_BYTES;
  };
  for (const item of items) {
    const text = toJson(item);
    const length = encoder.encode(text).length;
    // Every item after the first costs a comma too.
    if (taken.length === limit || (taken.length > 0 && bytes + length + 1 > maxBytes)) close();
    bytes += length + (taken.length > 0 ? 1 : 0);
    json.push(text);
    taken.push(item);
  }
  close();
  return packs;
}

/** A batch item: the single endpoint's body plus whether it is the final submit. */
const itemJson = (row: OutboxRow) => JSON.stringify({ ...row.payload, isCompleted: row.completes });

/** The outbox's due items as upload requests (docs/offline.md#sync-at-the-speed-of-the-link). */
export const packBatches = (rows: OutboxRow[], size = MAX_BATCH_SAVES, maxBytes = MAX_BATCH_BODY_BYTES): Packed[] =>
  packSaves(rows, itemJson, size, maxBytes);
