import { useCallback, useMemo, useState } from "react";
import { LIST_LIMIT_DEFAULT, type ResponseList, type ResponseRecord } from "../../../schema/admin";
import { hasStatus, listingError, requestJson } from "./http";
import type { Fetcher, QueryClient } from "./query-client";
import { useQuery, useQueryClient } from "./query-context";
import { withRetry } from "./retry";

export const LIST_PREFIX = "responses?";
export const listKey = (search: string, team = "") => `${LIST_PREFIX}search=${search}${team ? `&team=${team}` : ""}`;

/** The loaded pages of one search; only these are rendered, so 100,000 stored responses cost nothing. */
export type ResponsePages = { pages: ResponseList[] };

export function fetchResponsesPage(search: string, cursor: string | null, team = ""): Promise<ResponseList> {
  const params = new URLSearchParams({ limit: String(LIST_LIMIT_DEFAULT) });
  if (search) params.set("search", search);
  if (team) params.set("team", team);
  if (cursor) params.set("cursor", cursor);
  return requestJson<ResponseList>("GET", `/api/admin/responses?${params}`, undefined, listingError);
}

/** SPEC §7: up to 3 retries, none on a 401 (nor on a 403: asking again cannot grant access). */
export const shouldRetryListing = (error: unknown, failures: number) => failures <= 3 && !hasStatus(error, 401, 403);

/** Loads as many pages as are shown, so a refresh keeps the list as long as it was. */
function pagesFetcher(search: string, team: string, retryDelay?: (failures: number) => number): Fetcher<ResponsePages> {
  return async (current) => {
    const wanted = current?.pages.length ?? 1;
    const pages: ResponseList[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < wanted; i++) {
      const after: string | null = cursor;
      const page: ResponseList = await withRetry(() => fetchResponsesPage(search, after, team), shouldRetryListing, retryDelay);
      pages.push(page);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return { pages };
  };
}

/** `team`: a team id or "unassigned" (DESIGN §9), "" for every response. */
export function useResponsesList(search: string, team = "") {
  const client = useQueryClient();
  const key = listKey(search, team);
  const fetcher = useMemo(() => pagesFetcher(search, team, client.options.retryDelay), [search, team, client]);
  const query = useQuery(key, fetcher);

  // While a new search loads, keep showing the previous results instead of flashing empty.
  const [shown, setShown] = useState<ResponsePages | undefined>(undefined);
  if (query.data && query.data !== shown) setShown(query.data);
  const data = query.data ?? (query.status === "pending" ? shown : undefined);

  const items = useMemo<ResponseRecord[]>(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  const nextCursor = query.data?.pages.at(-1)?.nextCursor ?? null;

  const [loadingMoreKey, setLoadingMoreKey] = useState<string | null>(null);
  const [loadMoreError, setLoadMoreError] = useState<{ key: string; error: unknown } | null>(null);
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMoreKey(key);
    setLoadMoreError(null);
    try {
      const page = await withRetry(() => fetchResponsesPage(search, nextCursor, team), shouldRetryListing, client.options.retryDelay);
      client.setData<ResponsePages>(key, (current) => ({ pages: [...(current?.pages ?? []), page] }));
    } catch (error) {
      setLoadMoreError({ key, error });
      client.options.onError?.(error, key, client);
    } finally {
      setLoadingMoreKey(null);
    }
  }, [client, key, search, team, nextCursor]);

  return {
    status: query.status,
    error: query.error,
    items,
    isSearching: query.status === "pending" && data !== undefined,
    isRefreshing: query.isFetching,
    hasMore: nextCursor !== null,
    isLoadingMore: loadingMoreKey === key,
    loadMoreError: loadMoreError?.key === key ? loadMoreError.error : null,
    loadMore,
  };
}

/** After a save: show the new copy at once, then refresh the shown lists from the server (SPEC §7). */
export function refreshListsWith(client: QueryClient, record: ResponseRecord): void {
  for (const key of client.keys(LIST_PREFIX)) {
    const current = client.getData<ResponsePages>(key);
    if (!current) continue;
    client.setData<ResponsePages>(key, {
      pages: current.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === record.id ? record : item)) })),
    });
  }
  client.invalidate(LIST_PREFIX);
}
