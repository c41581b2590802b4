import { CSV_BOM, csvLine, exportCells, exportHeaderLine, type ExportSource } from "../../schema/export/export-columns";
import type { Cursor } from "../records/cursor";
import { exportPage } from "./response-rows";

export const EXPORT_PAGE_SIZE = 1000;

const encoder = new TextEncoder();

/**
 * A page as UTF-8 bytes, each line encoded as soon as it is written: one ~2 MB string built from
 * 1,000 lines keeps every piece alive until it is flattened, and the garbage collector's copying
 * of those pieces tripled the export time.
 */
function encodePage(page: readonly ExportSource[]): Uint8Array {
  let buffer = new Uint8Array(page.length * 2048);
  let used = 0;
  for (const source of page) {
    const line = csvLine(exportCells(source));
    // UTF-8 needs at most 3 bytes per UTF-16 code unit.
    if (buffer.length - used < line.length * 3) {
      const grown = new Uint8Array(Math.max(buffer.length * 2, used + line.length * 3));
      grown.set(buffer.subarray(0, used));
      buffer = grown;
    }
    used += encoder.encodeInto(line, buffer.subarray(used)).written;
  }
  return buffer.subarray(0, used);
}

/**
 * The CSV as a pull stream of keyset pages: the Worker holds at most two pages (the one being written,
 * the next being read) however many responses there are, and a slow client slows the reads instead of
 * filling memory.
 * Every pull enqueues or closes: a pull that does neither is never called again and the request hangs.
 */
export function exportCsvStream(d1: D1Database, pageSize = EXPORT_PAGE_SIZE): ReadableStream<Uint8Array> {
  let started = false;
  let next: Promise<ExportSource[]> | null = null;
  const fetchAfter = (cursor: Cursor | null) => exportPage(d1, cursor, pageSize);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + exportHeaderLine()));
        return;
      }
      const page = await (next ?? fetchAfter(null));
      const last = page[page.length - 1];
      // The next page is already being read while this one is written out.
      next = last && page.length === pageSize ? fetchAfter({ completedAtMs: last.completedAtMs, id: last.id }) : null;
      if (last) controller.enqueue(encodePage(page));
      if (!next) controller.close();
    },
    cancel() {
      // The download was abandoned: a read already in flight has nobody to report to.
      next?.catch(() => {});
    },
  });
}
