import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { kioskLabel, MAX_LABEL_LENGTH } from "../../schema/kiosk/kiosk-settings";
import { StaffField } from "./StaffField";
import { StaffFormDialog } from "./StaffFormDialog";

/** The tablet's name on the admin's live board (docs/admin.md#the-live-board), from the staff menu: trimmed, or none. */
export function TabletNameDialog({
  label,
  onClose,
  onSave,
}: {
  label: string | null;
  onClose: () => void;
  onSave: (label: string | null) => Promise<null>;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(label ?? "");
  const labelMax = i18n.number(MAX_LABEL_LENGTH);
  return (
    <StaffFormDialog
      title={t`Name of this tablet`}
      description={t`The name staff see for this tablet on the admin's live board, e.g. Tablet 3. Leave it empty for none.`}
      submitLabel={t`Save name`}
      onClose={onClose}
      onSubmit={async () =>
        name.trim().length > MAX_LABEL_LENGTH ? t`A name is at most ${labelMax} characters.` : onSave(kioskLabel(name))
      }
    >
      <StaffField id="kiosk-label" label={t`Tablet name`} value={name} onChange={setName} maxLength={MAX_LABEL_LENGTH} />
    </StaffFormDialog>
  );
}
