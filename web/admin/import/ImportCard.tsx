import { useState, type FormEvent } from "react";
import { WrongPassphraseError } from "../../escape/seal";
import { hasStatus } from "../api/http";
import { useImportSaves } from "../api/import-saves";
import { reportError } from "../api/query-client";
import { useQueryClient } from "../api/query-context";
import { Card } from "../ui/Card";
import { TextField } from "../ui/TextField";
import { NotAnExportError, readExport } from "../../escape/read-export";
import { summaryText, type ImportSummary } from "./summary";
import { formatCount } from "../format/count";

const SHOWN_REFUSALS = 20;

/**
 * The escape hatch's other end (docs/offline.md#sync-at-the-speed-of-the-link): a kiosk's export file, opened here with its passphrase
 * (nothing but the answers leaves this browser), goes through the batch endpoint's upsert, so
 * importing twice or the tablet uploading later changes nothing.
 */
export function ImportCard() {
  const client = useQueryClient();
  const { progress, run } = useImportSaves();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [opening, setOpening] = useState(false);
  const busy = opening || progress !== null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSummary(null);
    if (!file) return setError("Choose the export file from the tablet.");
    if (!passphrase) return setError("Enter the passphrase the file was exported with.");
    setOpening(true);
    let items;
    try {
      items = (await readExport(await file.text(), passphrase)).items;
    } catch (err) {
      return setError(err instanceof WrongPassphraseError || err instanceof NotAnExportError ? err.message : "The file could not be read.");
    } finally {
      setOpening(false);
    }
    try {
      setSummary(await run(items));
    } catch (err) {
      if (hasStatus(err, 401, 403)) reportError(client, err);
      else setError("The import stopped: the server could not be reached. Importing the file again is safe.");
    }
  }

  return (
    <Card title="Import a kiosk file">
      <p className="m-0 mb-4 text-slate-700">
        Answers a tablet could not upload: the file staff exported on it (from its staff menu) and its passphrase. Importing a file twice,
        or the tablet uploading the same answers later, changes nothing.
      </p>
      <form className="flex flex-wrap items-end gap-4" onSubmit={submit}>
        <div>
          <label htmlFor="import-file" className="block text-sm font-semibold text-slate-800 mb-1">
            Export file
          </label>
          {/* A real file input; its button drawn as the app's secondary button, a full 44 px target. */}
          <input
            id="import-file"
            type="file"
            accept=".json,application/json"
            className="block min-h-11 text-sm text-slate-700 cursor-pointer file:min-h-11 file:mr-3 file:px-4 file:rounded-lg file:border-2 file:border-solid file:border-brand file:bg-white file:text-brand file:font-semibold file:cursor-pointer hover:file:bg-brand-light"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <TextField
          id="import-passphrase"
          label="Passphrase"
          type="password"
          value={passphrase}
          onChange={setPassphrase}
          className="min-w-60"
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {opening ? "Opening..." : progress ? "Importing..." : "Import"}
        </button>
      </form>
      {progress && (
        <div className="mt-4">
          <label htmlFor="import-progress" className="block text-sm font-semibold mb-1">
            Import progress
          </label>
          <progress id="import-progress" className="w-full h-3" max={Math.max(1, progress.total)} value={progress.done} />
          <p className="text-sm text-slate-700 m-0">
            {formatCount(progress.done)} of {formatCount(progress.total)} answers
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 mb-0 text-red-800">
          {error}
        </p>
      )}
      {summary && (
        <div role="status" className="mt-4">
          <p className="m-0 font-semibold">{summaryText(summary)}</p>
          {summary.refusedItems.length > 0 && (
            <ul className="mt-2 text-sm text-slate-700">
              {summary.refusedItems.slice(0, SHOWN_REFUSALS).map((r, i) => (
                <li key={i}>
                  {r.id ?? "(no id)"}: {r.reason}
                </li>
              ))}
              {summary.refusedItems.length > SHOWN_REFUSALS && <li>and {summary.refusedItems.length - SHOWN_REFUSALS} more</li>}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
