import { useState, type FormEvent, type ReactNode } from "react";
import { StaffDialogFrame } from "./StaffDialogFrame";

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  onClose: () => void;
  /** Runs the action; its answer is the problem to show (in the language on screen), or null once done. */
  onSubmit: () => Promise<string | null>;
  children?: ReactNode;
};

/** A staff action opened from the staff menu, which the PIN already unlocked: its fields, and what went wrong, if anything. */
export function StaffFormDialog({ title, description, submitLabel, onClose, onSubmit, children }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(await onSubmit().finally(() => setBusy(false)));
  };
  return (
    <StaffDialogFrame
      title={title}
      description={description}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={busy}
    >
      {children}
      {error && (
        <p role="alert" className="m-0 text-sm text-red-800">
          {error}
        </p>
      )}
    </StaffDialogFrame>
  );
}
