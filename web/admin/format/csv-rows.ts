const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts CSV records in a byte stream, chunk by chunk. A newline inside a quoted value does not end a
 * record; an escaped quote ("") toggles twice, so the state stays right. Works on raw UTF-8 bytes
 * because multi-byte characters never contain ASCII bytes.
 */
export function createCsvRecordCounter() {
  let inQuotes = false;
  let complete = 0;
  let open = false;
  return {
    push(chunk: Uint8Array) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === QUOTE) inQuotes = !inQuotes;
        if (b === NEWLINE && !inQuotes) {
          complete++;
          open = false;
        } else if (b !== 0x0d) open = true;
      }
    },
    /** Records whose newline has arrived. */
    get complete() {
      return complete;
    },
    /** All records, counting a last one without a trailing newline. */
    get total() {
      return complete + (open ? 1 : 0);
    },
  };
}

/** Export progress in percent: data rows (records minus the header) against the expected count. */
export function exportPercent(records: number, expectedRows: number): number {
  if (!(expectedRows > 0)) return 0;
  return Math.min(100, Math.round((Math.max(0, records - 1) / expectedRows) * 100));
}
