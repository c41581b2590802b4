import { Trans, useLingui } from "@lingui/react/macro";
import Modal from "../ui/Modal";

/** What the staff button opens when the stored PIN cannot be read: no PIN opens the staff screens (docs/offline.md). */
export function UnreadablePinNotice({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Staff menu`} onClose={onClose}>
      <p role="alert" className="m-0">
        <Trans>
          This kiosk&apos;s staff PIN cannot be read, so no PIN opens its staff screens. Answers still upload. To leave kiosk mode, clear
          this site&apos;s data in the browser&apos;s settings once nothing is waiting to upload.
        </Trans>
      </p>
    </Modal>
  );
}
