import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { adminPath } from "../../../schema/records/admin-views";
import type { LinkedResponse } from "../../../schema/teams/map/retest";
import { fieldIssues } from "../api/issues";
import { useLinkRetest, useRetest } from "../api/retest";
import { formatDate } from "../format/date";
import { Card } from "../ui/Card";

/**
 * A re-test and the earlier test it re-takes (decision 083): the admin links them by the earlier response's id, and the team map
 * compares rounds with it. Admins only, as team membership is.
 */
export function RetestCard({ id }: { id: string }) {
  const fieldId = useId();
  const retest = useRetest(id);
  const link = useLinkRetest(id);
  const [previousId, setPreviousId] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    link.mutate(previousId.trim() || null, {
      onSuccess: () => {
        setError(null);
        setPreviousId("");
      },
      onError: (failure) => {
        const issues = fieldIssues(failure);
        setError(issues.previousId ?? issues.id ?? "The link was not saved; try again in a moment");
      },
    });
  }

  const shown = (label: string, r: LinkedResponse) => (
    <p className="m-0">
      {label} <Link href={adminPath({ name: "response", id: r.id })}>{r.name}</Link>, completed {formatDate(r.completedAt)}
    </p>
  );

  return (
    <Card title="Re-test">
      {retest.data?.previous && shown("Re-takes the earlier test of", retest.data.previous)}
      {retest.data?.next && shown("Re-taken later by", retest.data.next)}
      {retest.data && !retest.data.previous && (
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3 mt-2">
          <div className="grow min-w-64">
            <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800 mb-1">
              The earlier test's response id
            </label>
            <input
              id={fieldId}
              className="field w-full"
              value={previousId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(e) => setPreviousId(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={link.status === "pending" || !previousId.trim()}>
            Link as a re-test
          </button>
          {error && (
            <p id={`${fieldId}-error`} className="w-full m-0 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
      {retest.data?.previous && (
        <button type="button" className="btn-secondary mt-3" disabled={link.status === "pending"} onClick={() => link.mutate(null)}>
          Unlink the earlier test
        </button>
      )}
    </Card>
  );
}
