import { useId, useState } from "react";
import { SEARCH_MAX_LENGTH } from "../../../schema/records/admin";
import { Spinner } from "../../ui/Spinner";
import { hasStatus } from "../api/http";
import { useResponsesList } from "../api/list-responses";
import { LoadError } from "../ui/LoadError";
import { useDebouncedValue } from "../ui/use-debounced-value";
import { ResponsesTable } from "./ResponsesTable";
import { useCan } from "../session/admin-user";
import { LanguageFilter } from "./LanguageFilter";
import { TeamFilter } from "./TeamFilter";
import { useInitialListQuery, useListQueryInUrl } from "./use-list-query-url";

export const SEARCH_DEBOUNCE_MS = 250;
export const EMPTY_TEXT = { none: "No assessment responses yet", noMatch: "No responses match your search" } as const;

/** 'Recent Responses': server-side search and cursor paging; only loaded pages are rendered. */
export function ResponsesSection({ onOpen }: { onOpen: (id: string) => void }) {
  const canTeams = useCan("teams");
  const headingId = useId();
  const searchId = useId();
  const initial = useInitialListQuery();
  const [text, setText] = useState(initial.search);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [team, setTeam] = useState(initial.team);
  const [language, setLanguage] = useState(initial.language);
  useListQueryInUrl({ search, team, language });
  const list = useResponsesList({ search, team, language });

  let body;
  if (list.status === "error" && list.items.length === 0) {
    body = hasStatus(list.error, 401) ? <Spinner label="Redirecting to login..." /> : <LoadError />;
  } else if (list.status === "pending" && !list.isSearching) {
    body = <Spinner label="Loading responses..." />;
  } else if (list.items.length === 0) {
    body = <p className="card text-center text-slate-700 m-0">{search || team || language ? EMPTY_TEXT.noMatch : EMPTY_TEXT.none}</p>;
  } else {
    body = <ResponsesTable items={list.items} onOpen={onOpen} labelledBy={headingId} busy={list.isSearching} />;
  }

  const count = list.items.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold m-0">
          Recent Responses
        </h2>
        {/* Teams are the admins' (docs/admin.md#roles): a viewer gets no team list to filter by. */}
        {canTeams && <TeamFilter value={team} onChange={setTeam} />}
        {/* Beside the team filter; for a viewer, who has none, it starts the filters on the right. */}
        <LanguageFilter value={language} onChange={setLanguage} className={canTeams ? "" : "sm:ml-auto"} />
        <div className="w-full sm:w-96">
          <label htmlFor={searchId} className="block text-sm font-semibold mb-1">
            Search responses
          </label>
          <input
            id={searchId}
            type="search"
            className="field"
            placeholder="Name, email, job title, company or type"
            // The server refuses a longer search with 400, which the list would show as a load failure.
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <p className="sr-only" role="status">
        {list.isSearching ? "Searching..." : list.status === "success" ? `${count} ${count === 1 ? "response" : "responses"} shown` : ""}
      </p>
      {body}
      {list.hasMore && list.items.length > 0 && (
        <div className="flex flex-col items-center gap-2">
          <button type="button" className="btn-secondary" onClick={() => void list.loadMore()} disabled={list.isLoadingMore}>
            {list.isLoadingMore ? "Loading..." : "Load more"}
          </button>
          {list.loadMoreError !== null && !hasStatus(list.loadMoreError, 401, 403) && (
            <p role="alert" className="text-red-700 m-0">
              Could not load more responses. Please try again.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
