import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Modal from "../ui/Modal";

export type StaffAction = "team" | "language" | "label" | "export" | "leave";

/** Each action's name in the menu is the title of the dialog it opens. */
const ACTIONS: { action: StaffAction; label: MessageDescriptor }[] = [
  { action: "team", label: msg`Team for this kiosk` },
  { action: "language", label: msg`Language for this kiosk` },
  { action: "label", label: msg`Name of this tablet` },
  { action: "export", label: msg`Export answers` },
  { action: "leave", label: msg`Leave kiosk mode` },
];

/** The staff menu, once the PIN is right: the kiosk's five staff actions, each a full-width button. */
export function StaffMenu({ onChoose, onClose }: { onChoose: (action: StaffAction) => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Staff menu`} onClose={onClose}>
      <ul className="m-0 p-0 list-none flex flex-col gap-2">
        {ACTIONS.map(({ action, label }) => (
          <li key={action}>
            <button type="button" className="btn-secondary w-full justify-start" onClick={() => onChoose(action)}>
              {t(label)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
