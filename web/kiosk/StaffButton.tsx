import { useLingui } from "@lingui/react/macro";
import { KeyIcon } from "../ui/icons";

/**
 * The kiosk's one staff control, at the end of the flow's header: an icon, named for screen readers, that opens the staff menu behind the
 * PIN.
 */
export function StaffButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Staff menu`}
      title={t`Staff menu`}
      className="btn shrink-0 px-0 bg-transparent text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      onClick={onOpen}
    >
      <KeyIcon size={22} />
    </button>
  );
}
