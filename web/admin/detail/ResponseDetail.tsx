import { useEffect, useRef } from "react";
import { Spinner } from "../../ui/Spinner";
import { hasStatus } from "../api/http";
import { useResponse } from "../api/get-response";
import { leaveWithoutAsking } from "../router/leave-guard";
import { useCan } from "../session/admin-user";
import { DataRightsCard } from "./DataRightsCard";
import { ResponseEditor } from "./ResponseEditor";
import { TeamAssignCard } from "./TeamAssignCard";
import { RetestCard } from "./RetestCard";

/** docs/product.md#screens-and-routes Admin user detail: Back returns to the list as it was. */
export function ResponseDetail({ id, onBack, backLabel = "Back to responses" }: { id: string; onBack: () => void; backLabel?: string }) {
  const query = useResponse(id);
  const canTeams = useCan("teams");
  const back = useRef<HTMLButtonElement>(null);
  // Move focus into the new view so keyboard and screen reader users start at its top.
  useEffect(() => back.current?.focus(), []);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <button ref={back} type="button" className="btn-secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> {backLabel}
        </button>
      </div>
      {query.status === "pending" && <Spinner label="Loading response..." />}
      {query.status === "error" &&
        (hasStatus(query.error, 401) ? (
          <Spinner label="Redirecting to login..." />
        ) : (
          <div role="alert" className="card flex flex-col items-center gap-4">
            <h1 className="text-lg font-semibold text-red-800 m-0">Failed to load this response</h1>
            <button type="button" className="btn-primary" onClick={() => void query.refetch()}>
              Retry
            </button>
          </div>
        ))}
      {/* The person's name is the page's first heading, so a screen reader's list of headings starts with whom it shows: the editor
          opens with it, the team card follows. */}
      {query.status === "success" && query.data && <ResponseEditor record={query.data} />}
      {/* Team membership is the admins' (schema/identity/roles.ts): a viewer's detail has no team card and asks for none. */}
      {query.status === "success" && query.data && canTeams && <TeamAssignCard id={id} />}
      {query.status === "success" && query.data?.isCompleted && canTeams && <RetestCard id={id} />}
      {query.status === "success" && query.data && <DataRightsCard record={query.data} onErased={() => leaveWithoutAsking(onBack)} />}
    </div>
  );
}
