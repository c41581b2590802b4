import { useLingui } from "@lingui/react/macro";
import { StaffFormDialog } from "./StaffFormDialog";

/** Staff switch kiosk mode off, from the staff menu: what waits to upload still uploads. */
export function LeaveKioskDialog({ onClose, onLeave }: { onClose: () => void; onLeave: () => Promise<null> }) {
  const { t } = useLingui();
  return (
    <StaffFormDialog
      title={t`Leave kiosk mode`}
      description={t`This device stops resetting between respondents and shows no staff menu. Answers waiting to upload still upload.`}
      submitLabel={t`Leave kiosk mode`}
      onClose={onClose}
      onSubmit={onLeave}
    />
  );
}
