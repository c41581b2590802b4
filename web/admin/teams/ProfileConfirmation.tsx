import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { TeamLink } from "../../../schema/teams/sponsor-exposure";
import type { TeamDetail } from "../../../schema/teams/team-api";
import { useTeamProfileActions } from "../api/team-profile";
import { formatDate } from "../format/date";
import { linkText } from "../format/sponsor-link";

const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

type Props = { teamId: string; candidates: TeamDetail["profileCandidates"]; confirmed: TeamDetail["confirmedProfile"] };

/**
 * The manager responses that may define the team's profile, each with "Confirm as the team's profile";
 * the confirmed one is marked and can be cleared (docs/teams.md: no response defines it on its own).
 */
export function ProfileConfirmation({ teamId, candidates, confirmed }: Props) {
  const id = useId();
  const { confirm, clear } = useTeamProfileActions();
  const busy = confirm.status === "pending" || clear.status === "pending";
  // The pressed button is replaced by its opposite once the team reloads: focus goes to that one, not to the page.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const confirmedId = confirmed?.responseId ?? null;
  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [confirmedId]);

  // The sponsor links that saw the members against the confirmed profile and would see them against this one (decision 063).
  const [warning, setWarning] = useState<{ responseId: string; name: string; links: TeamLink[] } | null>(null);

  const forgetFocus = () => (focusNext.current = null);
  function confirmOne(responseId: string, name: string, confirmSponsorLinks?: string[]) {
    focusNext.current = responseId;
    confirm.mutate(
      { teamId, responseId, ...(confirmSponsorLinks ? { confirmSponsorLinks } : {}) },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === "confirm") {
            forgetFocus();
            setWarning({ responseId, name, links: outcome.links });
            return;
          }
          setWarning(null);
          toast.success(`${name}'s response now defines the team profile`);
        },
        onError: forgetFocus,
      },
    );
  }
  function clearIt(responseId: string) {
    focusNext.current = responseId;
    clear.mutate(teamId, { onSuccess: () => toast.success("The team profile is the members' mean again"), onError: forgetFocus });
  }

  const register = (responseId: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(responseId, el);
    else buttons.current.delete(responseId);
  };

  return (
    <div className="mt-4">
      <h3 className="text-base font-semibold m-0">Manager responses that can define the profile</h3>
      <p className="text-sm text-slate-700 mt-1">
        The team profile is the completed manager response you confirm; until then it is the mean of the completed members.
      </p>
      {candidates.length === 0 ? (
        <p className="m-0 text-slate-700">No completed manager response with culture scores yet.</p>
      ) : (
        <ul className="list-none m-0 p-0 flex flex-col gap-2">
          {candidates.map((c) => {
            const nameId = `${id}-${c.id}`;
            const isConfirmed = c.id === confirmedId;
            return (
              <li
                key={c.id}
                className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 ${isConfirmed ? "border-brand bg-slate-50" : "border-slate-200"}`}
                data-testid="profile-candidate"
              >
                <div>
                  <span id={nameId} className="font-semibold" data-testid="profile-candidate-name">
                    {c.name}
                  </span>
                  <span className="block text-sm text-slate-700">Completed {formatDate(c.completedAt)}</span>
                  {isConfirmed && confirmed && (
                    <span className="block text-sm font-semibold text-slate-900" data-testid="profile-confirmed">
                      <span aria-hidden="true">✓ </span>Confirmed as the team's profile on {formatDate(confirmed.confirmedAt)}
                    </span>
                  )}
                </div>
                {isConfirmed ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    ref={register(c.id)}
                    disabled={busy}
                    aria-describedby={nameId}
                    onClick={() => clearIt(c.id)}
                  >
                    Clear confirmation
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn-primary"
                    ref={register(c.id)}
                    disabled={busy}
                    aria-describedby={nameId}
                    onClick={() => confirmOne(c.id, c.name)}
                  >
                    Confirm as the team's profile
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {warning && (
        <Suspense fallback={null}>
          <AdminConfirmDialog
            title="Show the members against a second profile?"
            description={
              <>
                <p className="m-0">
                  These sponsor links have seen the members' culture matches against the confirmed profile. After this change they see each
                  member's match against a second profile, and two distances can narrow a person's culture scores down to a handful of
                  possibilities.
                </p>
                <p className="mt-2 mb-0">Revoke the links below first where that matters.</p>
              </>
            }
            confirmLabel="Confirm anyway"
            pendingLabel="Confirming..."
            pending={confirm.status === "pending"}
            onConfirm={() =>
              void confirmOne(
                warning.responseId,
                warning.name,
                warning.links.map((l) => l.id),
              )
            }
            onClose={() => setWarning(null)}
          >
            <ul className="mt-3 mb-0 pl-5 text-slate-800" aria-label="Sponsor links that would see a second profile">
              {warning.links.map((l) => (
                <li key={l.id}>{linkText(l)}</li>
              ))}
            </ul>
          </AdminConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}
