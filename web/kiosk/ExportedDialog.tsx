import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import Modal from "../ui/Modal";

export type Exported = { filename: string; pending: number; failed: number; passphrase: string };

/** The file's passphrase, shown this once: the device keeps no copy, so a lost file stays closed. */
export function ExportedDialog({ exported, onClose }: { exported: Exported; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { filename } = exported;
  const answers = exported.pending + exported.failed;
  const [waiting, refused] = [i18n.number(exported.pending), i18n.number(exported.failed)];
  const copy = () =>
    navigator.clipboard.writeText(exported.passphrase).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Modal title={t`Answers exported`} onClose={onClose} closeOnBackdrop={false}>
      <p className="m-0 text-sm" role="status">
        {t({
          message: plural(answers, {
            one: `Saved ${filename} with ${waiting} waiting and ${refused} refused answer.`,
            other: `Saved ${filename} with ${waiting} waiting and ${refused} refused answers.`,
          }),
        })}{" "}
        {t({
          message: "An admin imports it under Import a kiosk file, with this passphrase:",
          comment: "'Import a kiosk file' is the admin dashboard's button, which stays in English.",
        })}
      </p>
      {/* Latin words, read left to right in every language (docs/languages.md#right-to-left). */}
      <p dir="ltr" className="my-3 rounded bg-slate-100 p-3 font-mono text-lg break-all select-all" data-testid="export-passphrase">
        {exported.passphrase}
      </p>
      <p className="m-0 text-sm font-semibold text-red-800">
        <Trans>
          Write it down now. It is shown only this once and nobody can open the file without it. Give it to the admin apart from the file.
        </Trans>
      </p>
      <div className="mt-3 flex items-center gap-3">
        <button type="button" className="btn-secondary" onClick={copy}>
          <Trans>Copy passphrase</Trans>
        </button>
        {copied !== null && (
          <span className="text-sm" role="status">
            {copied ? t`Copied.` : t`Could not copy: write it down.`}
          </span>
        )}
      </div>
    </Modal>
  );
}
