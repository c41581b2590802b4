import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ACTION_STATUSES, MAX_ACTIONS_PER_ROUND, type ActionStatus } from "../../../../schema/teams/map/team-actions";
import { fieldIssues } from "../../api/issues";
import { useTeamActionChanges, useTeamActions } from "../../api/team-actions";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../../ui/Table";

const STATUS_LABEL: Record<ActionStatus, string> = { open: "Open", done: "Done", dropped: "Dropped" };
const EMPTY = { what: "", owner: "", due: "" };

/** What the team agreed to do this round (decision 083): up to five actions, each with an owner, a due date and a status. */
export function TeamActions({ teamId }: { teamId: string }) {
  const id = useId();
  const actions = useTeamActions(teamId);
  const { add, change } = useTeamActionChanges(teamId);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = actions.data?.items ?? [];
  const full = items.length >= MAX_ACTIONS_PER_ROUND;

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY);
        setErrors({});
      },
      onError: (failure) => {
        const issues = fieldIssues(failure);
        setErrors(issues);
        if (!Object.keys(issues).length) toast.error("The action was not added", { description: "Try again in a moment" });
      },
    });
  }

  const field = (name: keyof typeof EMPTY, label: string, type = "text") => (
    <div className={name === "what" ? "grow min-w-56" : ""}>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800 mb-1">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        className="field w-full"
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="m-0 mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-bold mt-0 mb-2">
        Actions{actions.data ? ` for round ${actions.data.round}` : ""}
      </h3>
      {items.length > 0 && (
        <Table look="figure" region="Actions table" data-testid="team-actions">
          <HeadRow>
            <ColumnHeader>What</ColumnHeader>
            <ColumnHeader>Owner</ColumnHeader>
            <ColumnHeader>Due</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </HeadRow>
          <tbody>
            {items.map((a) => (
              <Row key={a.id}>
                <RowHeader>{a.what}</RowHeader>
                <Cell>{a.owner}</Cell>
                <Cell className="tabular-nums whitespace-nowrap">{a.due}</Cell>
                <Cell>
                  <select
                    // The field's full width is the cell's, which a phone squeezes to a letter: the longest status stays readable.
                    className="field min-w-32"
                    aria-label={`Status of ${a.what}`}
                    value={a.status}
                    disabled={change.status === "pending"}
                    onChange={(e) =>
                      change.mutate(
                        { id: a.id, change: { status: e.target.value as ActionStatus } },
                        { onError: () => toast.error("The status was not changed", { description: "Try again in a moment" }) },
                      )
                    }
                  >
                    {ACTION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABEL[s]}
                      </option>
                    ))}
                  </select>
                </Cell>
              </Row>
            ))}
          </tbody>
        </Table>
      )}
      {full ? (
        <p className="text-slate-700 mb-0">This round has {MAX_ACTIONS_PER_ROUND} actions: change or drop one to make room.</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3 mt-3">
          {field("what", "What")}
          {field("owner", "Owner")}
          {field("due", "Due", "date")}
          <button type="submit" className="btn-primary mt-6" disabled={add.status === "pending"}>
            {add.status === "pending" ? "Adding..." : "Add action"}
          </button>
        </form>
      )}
    </section>
  );
}
