import { useEffect, useState } from "react";
import { useLocation, useRouter, useSearch } from "wouter";
import type { ListFilter } from "../api/list-responses";
import { formatListQuery, parseListQuery } from "./list-query";

/** The list's search and filters as the address had them when the list mounted (a reload, a shared link). */
export function useInitialListQuery(): ListFilter {
  const query = useSearch();
  const [initial] = useState(() => parseListQuery(query));
  return initial;
}

/**
 * Keeps the list's search and filters in the address while the list shows, so Back and a reload come back to them
 * (the Responses tab opens the bare /admin: its filters come back into the address). Only while the list is shown:
 * a debounced search landing after a detail opened would otherwise replace the detail's address and close it.
 */
export function useListQueryInUrl(q: ListFilter): void {
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  // The trigger when the address changes; the comparison reads it as written (useSearch decodes it).
  const search = useSearch();
  const next = formatListQuery(q);
  const onList = location === "/";
  useEffect(() => {
    if (!onList || next === window.location.search.slice(1)) return;
    // Replaced, not pushed: a keystroke is no step of the browser's history.
    navigate(next ? `?${next}` : `~${base || "/"}`, { replace: true });
  }, [next, onList, search, navigate, base]);
}
