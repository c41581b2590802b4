import { useCallback, useState } from "react";
import { createCsvRecordCounter } from "../format/csv-rows";
import { fallbackExportName, filenameFromDisposition } from "../format/filename";
import { httpError } from "./http";

export type ExportProgress = { records: number; expectedRows: number };
export type ExportResult = { blob: Blob; filename: string; rows: number };

/** GET /api/admin/export.csv, read as a stream so the progress can follow X-Row-Count. */
export async function exportCsv(onProgress: (progress: ExportProgress) => void): Promise<ExportResult> {
  const res = await fetch("/api/admin/export.csv", { credentials: "same-origin" });
  if (!res.ok) throw await httpError(res);
  const expectedRows = Number(res.headers.get("X-Row-Count") ?? Number.NaN);
  const filename = filenameFromDisposition(res.headers.get("Content-Disposition")) ?? fallbackExportName(new Date());
  const counter = createCsvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      counter.push(value);
      onProgress({ records: counter.complete, expectedRows });
    }
  } else {
    const whole = new Uint8Array(await res.arrayBuffer());
    chunks.push(whole);
    counter.push(whole);
  }
  const counted = Math.max(0, counter.total - 1);
  return {
    blob: new Blob(chunks, { type: "text/csv;charset=utf-8" }),
    filename,
    rows: Number.isFinite(expectedRows) ? expectedRows : counted,
  };
}

export function useExportCsv() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = useCallback(async () => {
    setProgress({ records: 0, expectedRows: Number.NaN });
    try {
      return await exportCsv(setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, isExporting: progress !== null, run };
}
