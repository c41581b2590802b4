import { lazy, Suspense, useId, useState } from "react";
import { toast } from "sonner";
import type { ResponseDetail } from "../../../schema/records/admin";
import { namesMatch } from "../../../schema/records/data-rights";
import { downloadRespondentData, useEraseResponse, withdrawManagerShare } from "../api/data-rights";
import { responseKey } from "../api/get-response";
import { formatDate } from "../format/date";
import { hasStatus, HttpError } from "../api/http";
import { reportError } from "../api/query-client";
import { useQueryClient } from "../api/query-context";
import { saveBlob } from "../dashboard/save-file";
import { useCan } from "../session/admin-user";
import { Card } from "../ui/Card";

const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

/**
 * GDPR Art. 15/17/20 (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): the person's data as a file, and erasing them; admins and
 * owners only.
 */
export function DataRightsCard({ record, onErased }: { record: ResponseDetail; onErased: () => void }) {
  const canDownload = useCan("downloadData");
  const canErase = useCan("erase");
  const client = useQueryClient();
  const erase = useEraseResponse(record.id);
  const [downloading, setDownloading] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const inputId = useId();
  if (!canDownload && !canErase) return null;

  async function download() {
    setDownloading(true);
    try {
      const file = await downloadRespondentData(record.id);
      saveBlob(file.blob, file.filename);
      toast.success("Data downloaded", { description: `Everything stored about ${record.name}` });
    } catch (error) {
      if (hasStatus(error, 401, 403)) reportError(client, error);
      else toast.error("Download failed", { description: "The data could not be downloaded" });
    } finally {
      setDownloading(false);
    }
  }

  async function stopSharing() {
    setWithdrawing(true);
    try {
      await withdrawManagerShare(record.id);
      toast.success("Sharing stopped", { description: `The manager's view no longer names ${record.name}.` });
      await client.invalidateQueries({ queryKey: responseKey(record.id), exact: true });
    } catch (error) {
      if (hasStatus(error, 401, 403)) reportError(client, error);
      else
        toast.error("Sharing could not be stopped", {
          description: error instanceof HttpError ? (error.serverMessage ?? "Try again.") : "Check the connection and try again.",
        });
    } finally {
      setWithdrawing(false);
    }
  }

  async function confirmErase() {
    if (await erase.run(typed)) {
      toast.success("Respondent erased", {
        description: "The response is deleted; only its bare id is kept, so a late save cannot restore it.",
      });
      setConfirming(false);
      onErased();
    }
  }

  const failure =
    erase.status === "error" && !hasStatus(erase.error, 401, 403)
      ? erase.error instanceof HttpError
        ? (erase.error.serverMessage ?? "The respondent could not be erased.")
        : "The respondent could not be erased. Check the connection and try again."
      : null;

  return (
    <Card title="Personal data">
      <p className="mt-0 text-slate-700">
        On the person&apos;s request: download everything stored about them, or erase them. Erasing deletes the response for good; it
        disappears from the list, statistics, insights, exports and team reports.
      </p>
      {canErase && record.managerShare && (
        <p className="text-slate-800" data-testid="manager-share">
          Shares their name and type with their team&apos;s manager since {formatDate(record.managerShare.at)} (on request, stop it here).
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {canErase && record.managerShare && (
          <button type="button" className="btn-secondary" onClick={() => void stopSharing()} disabled={withdrawing}>
            {withdrawing ? "Stopping..." : "Stop sharing with the manager"}
          </button>
        )}
        {canDownload && (
          <button type="button" className="btn-secondary" onClick={() => void download()} disabled={downloading}>
            {downloading ? "Downloading..." : "Download data"}
          </button>
        )}
        {canErase && (
          <button type="button" className="btn-danger" onClick={() => setConfirming(true)}>
            Erase
          </button>
        )}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <AdminConfirmDialog
            title={`Erase ${record.name}?`}
            description="This deletes the response and cannot be undone. The audit log keeps that an erasure happened, not who it was."
            confirmLabel="Erase for good"
            pendingLabel="Erasing..."
            pending={erase.status === "pending"}
            ready={namesMatch(typed, record.name)}
            error={failure}
            onConfirm={() => void confirmErase()}
            onClose={() => {
              setConfirming(false);
              setTyped("");
            }}
          >
            <div className="mt-4">
              <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800 mb-1">
                Type <span className="font-bold">{record.name}</span> to confirm
              </label>
              <input id={inputId} className="field" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
          </AdminConfirmDialog>
        </Suspense>
      )}
    </Card>
  );
}
