import { useState } from "react";
import Modal from "../ui/Modal";

export type Exported = { filename: string; pending: number; failed: number; passphrase: string };

/** The file's passphrase, shown this once: the device keeps no copy, so a lost file stays closed. */
export function ExportedDialog({ exported, onClose }: { exported: Exported; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const n = exported.pending + exported.failed;
  const copy = () =>
    navigator.clipboard.writeText(exported.passphrase).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Modal title="Answers exported" onClose={onClose} closeOnBackdrop={false}>
      <p className="m-0 text-sm" role="status">
        {`Saved ${exported.filename} with ${exported.pending} waiting and ${exported.failed} refused ${n === 1 ? "answer" : "answers"}. An admin imports it under Import a kiosk file, with this passphrase:`}
      </p>
      <p className="my-3 rounded bg-slate-100 p-3 font-mono text-lg break-all select-all" data-testid="export-passphrase">
        {exported.passphrase}
      </p>
      <p className="m-0 text-sm font-semibold text-red-800">
        Write it down now. It is shown only this once and nobody can open the file without it. Give it to the admin apart from the file.
      </p>
      <div className="mt-3 flex items-center gap-3">
        <button type="button" className="btn-secondary" onClick={copy}>
          Copy passphrase
        </button>
        {copied !== null && (
          <span className="text-sm" role="status">
            {copied ? "Copied." : "Could not copy: write it down."}
          </span>
        )}
      </div>
    </Modal>
  );
}
