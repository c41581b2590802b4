import { useId, useState, type FormEvent } from "react";
import { TeamCreateSchema, type TeamCreate } from "../../../schema/teams/team-api";
import { fieldIssues } from "../api/issues";
import { TextField } from "../ui/TextField";

type Props = {
  initial?: { name: string; organisation: string | null };
  submitLabel: string;
  busy: boolean;
  /** Rejects when the server refuses: its messages land on their fields. */
  onSubmit: (input: TeamCreate) => Promise<unknown>;
  onCancel?: () => void;
};

/** Name and optional organisation, checked with the API's own schema before sending; server messages land on their field. */
export function TeamForm({ initial, submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [organisation, setOrganisation] = useState(initial?.organisation ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = TeamCreateSchema.safeParse({ name, organisation: organisation.trim() ? organisation : null });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "name")] ??= issue.message;
      setErrors(next);
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(fieldIssues(error));
      return;
    }
    if (!initial) {
      setName("");
      setOrganisation("");
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <TextField id={`${id}-name`} label="Team name" value={name} onChange={setName} error={errors.name} className="min-w-56 flex-1" />
      <TextField
        id={`${id}-organisation`}
        label="Organisation (optional)"
        value={organisation}
        onChange={setOrganisation}
        error={errors.organisation}
        className="min-w-56 flex-1"
      />
      <div className="flex gap-2 sm:pt-6">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
