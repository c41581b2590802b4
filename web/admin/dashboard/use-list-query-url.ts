import { useEffect, useRef, useState } from "react";
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
 * Writes the list's search and filters into the address as they change, so Back and a reload come back to
 * them. Only while the list is shown: a debounced search landing after a detail opened would otherwise
 * replace the detail's address and close it; it is written when the list shows again.
 */
export function useListQueryInUrl(q: ListFilter): void {
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  const written = useRef(formatListQuery(q));
  const next = formatListQuery(q);
  const onList = location === "/";
  useEffect(() => {
    if (!onList || next === written.current) return;
    written.current = next;
    // Replaced, not pushed: a keystroke is no step of the browser's history.
    navigate(next ? `?${next}` : `~${base || "/"}`, { replace: true });
  }, [next, onList, navigate, base]);
}
