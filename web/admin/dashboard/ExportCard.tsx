import { toast } from "sonner";
import { useExportCsv } from "../api/export-csv";
import { useStats } from "../api/get-stats";
import { hasStatus } from "../api/http";
import { reportError } from "../api/query-client";
import { useQueryClient } from "../api/query-context";
import { exportPercent } from "../format/csv-rows";
import { Card } from "../ui/Card";
import { saveBlob } from "./save-file";
import { formatCount } from "../format/count";

export const EXPORT_TOASTS = {
  empty: { title: "No data to export", description: "There are no assessment responses to export" },
  failed: { title: "Export failed", description: "An error occurred while exporting data" },
  done: (n: number) => ({
    title: "Export completed",
    description: `Successfully exported ${n} assessment ${n === 1 ? "response" : "responses"}`,
  }),
};

/** The server streams the CSV (docs/admin.md#identity-audit-and-data-rights); the progress follows the rows against X-Row-Count. */
export function ExportCard() {
  const client = useQueryClient();
  const stats = useStats();
  const { progress, isExporting, run } = useExportCsv();

  async function exportNow() {
    if (stats.data?.total === 0) {
      toast(EXPORT_TOASTS.empty.title, { description: EXPORT_TOASTS.empty.description });
      return;
    }
    try {
      const result = await run();
      if (result.rows === 0) {
        toast(EXPORT_TOASTS.empty.title, { description: EXPORT_TOASTS.empty.description });
        return;
      }
      saveBlob(result.blob, result.filename);
      const done = EXPORT_TOASTS.done(result.rows);
      toast.success(done.title, { description: done.description });
    } catch (error) {
      if (hasStatus(error, 401, 403)) reportError(client, error);
      else toast.error(EXPORT_TOASTS.failed.title, { description: EXPORT_TOASTS.failed.description });
    }
  }

  const percent = progress ? exportPercent(progress.records, progress.expectedRows) : 0;
  const known = progress !== null && Number.isFinite(progress.expectedRows);
  return (
    <Card title="Data Export">
      <div className="flex flex-wrap items-center gap-4">
        <p className="m-0 text-slate-700 flex-1 min-w-60">Download every assessment response as a CSV file (33 columns).</p>
        <button type="button" className="btn-primary" onClick={exportNow} disabled={isExporting}>
          {isExporting ? "Exporting..." : "Export CSV"}
        </button>
      </div>
      {progress && (
        <div className="mt-4">
          <label htmlFor="export-progress" className="block text-sm font-semibold mb-1">
            Export progress
          </label>
          <progress id="export-progress" className="w-full h-3" max={100} value={known ? percent : undefined} />
          <p className="text-sm text-slate-700 m-0">
            {known
              ? `${formatCount(Math.min(progress.expectedRows, Math.max(0, progress.records - 1)))} of ${formatCount(progress.expectedRows)} rows`
              : "Preparing..."}
          </p>
        </div>
      )}
    </Card>
  );
}
