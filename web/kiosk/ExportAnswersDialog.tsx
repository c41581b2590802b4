import { useLingui } from "@lingui/react/macro";
import type { Exported } from "./ExportedDialog";
import { StaffFormDialog } from "./StaffFormDialog";

/** Staff export what this tablet has not uploaded, sealed for an admin to import (docs/offline.md, escape hatch). */
export function ExportAnswersDialog({ onClose, onExported }: { onClose: () => void; onExported: (exported: Exported) => void }) {
  const { t } = useLingui();
  return (
    <StaffFormDialog
      title={t`Export answers`}
      description={t`Saves every answer on this tablet that has not reached the server (and any the server refused) to a file sealed with a passphrase the tablet chooses and shows you once, for an admin to import. The tablet still uploads them when it can; nothing is counted twice.`}
      submitLabel={t`Export`}
      onClose={onClose}
      onSubmit={async () => {
        // The sealing code and its word list load only when staff export.
        const { download, exportQueue, queueCounts } = await import("./export-queue");
        const counts = await queueCounts();
        if (counts.pending + counts.failed === 0) return t`Nothing to export: every answer on this tablet has been uploaded.`;
        const file = await exportQueue();
        download(file.blob, file.filename);
        onExported({ filename: file.filename, pending: file.pending, failed: file.failed, passphrase: file.passphrase });
        return null;
      }}
    />
  );
}
