import { auditCsvHeaderLine, auditCsvLine } from "../../schema/records/audit";
import { CSV_BOM } from "../../schema/export/export-columns";
import { auditPage } from "../records/audit";

const PAGE = 1000;
const encoder = new TextEncoder();

/** The audit log as CSV up to entry `upTo`, newest first, read in keyset pages so memory stays at one page. */
export function auditCsvStream(d1: D1Database, upTo: number): ReadableStream<Uint8Array> {
  let cursor: number | null = upTo + 1;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + auditCsvHeaderLine()));
        return;
      }
      const page = await auditPage(d1, PAGE, cursor);
      if (page.items.length) controller.enqueue(encoder.encode(page.items.map(auditCsvLine).join("")));
      if (!page.nextCursor) controller.close();
      else cursor = Number(page.nextCursor);
    },
  });
}
