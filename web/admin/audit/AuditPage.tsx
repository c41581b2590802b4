import { useState } from "react";
import { toast } from "sonner";
import { Spinner } from "../../ui/Spinner";
import { Cell, ColumnHeader, HeadRow, Row, Table } from "../../ui/Table";
import { useAuditLog } from "../api/audit-log";
import { httpError, hasStatus } from "../api/http";
import { reportError } from "../api/query-client";
import { useQueryClient } from "../api/query-context";
import { saveBlob } from "../dashboard/save-file";
import { actionLabel, detailText } from "../format/audit";
import { formatDate } from "../format/date";
import { fallbackExportName, filenameFromDisposition } from "../format/filename";
import { Card } from "../ui/Card";
import { LoadError } from "../ui/LoadError";

/** GET /api/admin/audit.csv, saved as the file the server names. */
async function downloadAuditCsv(): Promise<void> {
  const res = await fetch("/api/admin/audit.csv", { credentials: "same-origin" });
  if (!res.ok) throw await httpError(res);
  const name =
    filenameFromDisposition(res.headers.get("Content-Disposition")) ??
    fallbackExportName(new Date()).replace("assessment-responses", "audit-log");
  saveBlob(await res.blob(), name);
}

/** docs/admin.md#roles, owner only: who did what and when, newest first, and the whole log as CSV. */
export function AuditPage() {
  const log = useAuditLog();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadAuditCsv();
      toast.success("Audit log downloaded");
      // The download is itself an entry: show it.
      void log.refetch();
    } catch (error) {
      if (hasStatus(error, 401, 403)) reportError(client, error);
      else toast.error("Download failed", { description: "The audit log could not be downloaded" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Audit log
        </h1>
        <p className="text-slate-700 mt-1 mb-0">
          Sign-ins, edits, exports, erasures and changes to users and teams, newest first. Entries are never changed or deleted.
        </p>
      </div>
      <Card
        title="Entries"
        actions={
          <button type="button" className="btn-secondary" onClick={() => void download()} disabled={downloading}>
            {downloading ? "Downloading..." : "Download CSV"}
          </button>
        }
      >
        {log.status === "pending" && <Spinner label="Loading the audit log..." />}
        {log.status === "error" && <LoadError message="Failed to load the audit log" />}
        {log.status === "success" && log.items.length === 0 && <p className="m-0 text-slate-700">Nothing recorded yet.</p>}
        {log.items.length > 0 && (
          <div className="overflow-x-auto">
            <Table look="lines" className="text-sm">
              <HeadRow>
                <ColumnHeader>When</ColumnHeader>
                <ColumnHeader>Who</ColumnHeader>
                <ColumnHeader>Action</ColumnHeader>
                <ColumnHeader>Target</ColumnHeader>
                <ColumnHeader>Detail</ColumnHeader>
              </HeadRow>
              <tbody>
                {log.items.map((e, i) => (
                  <Row key={`${e.at}-${i}`} className="align-top" data-testid="audit-row">
                    <Cell className="whitespace-nowrap">{formatDate(e.at)}</Cell>
                    <Cell className="break-all">{e.actor}</Cell>
                    <Cell>{actionLabel(e.action)}</Cell>
                    <Cell className="break-all font-mono text-xs">{e.target ?? ""}</Cell>
                    <Cell className="break-words">{detailText(e)}</Cell>
                  </Row>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        {log.hasMore && (
          <div className="mt-4 flex justify-center">
            <button type="button" className="btn-secondary" onClick={() => void log.loadMore()} disabled={log.loadingMore}>
              {log.loadingMore ? "Loading..." : "Load more"}
            </button>
          </div>
        )}
      </Card>
    </div>
  );
}
