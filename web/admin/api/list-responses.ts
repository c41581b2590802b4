import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { LIST_LIMIT_DEFAULT, type ResponseList, type ResponseListItem } from "../../../schema/records/admin";
import type { Language } from "../../../schema/assessment/languages";
import { hasStatus, listingError, requestJson } from "./http";

export const LIST_PREFIX = ["responses"] as const;

/**
 * What the list shows: the search text; `team` a team id or "unassigned" (docs/teams.md#the-rules); `language`
 * the language the responses were taken in (decision 051); "" for every response.
 */
export type ListFilter = { search: string; team: string; language: Language | "" };
const ALL: Omit<ListFilter, "search"> = { team: "", language: "" };

export const listKey = (filter: ListFilter) => [...LIST_PREFIX, filter] as const;

/** The loaded pages of one search; only these are rendered, so 100,000 stored responses cost nothing. */
export type ResponsePages = InfiniteData<ResponseList, string | null>;

export function fetchResponsesPage({ search, team, language }: ListFilter, cursor: string | null): Promise<ResponseList> {
  const params = new URLSearchParams({ limit: String(LIST_LIMIT_DEFAULT) });
  if (search) params.set("search", search);
  if (team) params.set("team", team);
  if (language) params.set("language", language);
  if (cursor) params.set("cursor", cursor);
  return requestJson<ResponseList>("GET", `/api/admin/responses?${params}`, undefined, listingError);
}

/** docs/product.md#calls: up to 3 retries, none on a 401 (nor on a 403: asking again cannot grant access). */
export const shouldRetryListing = (error: unknown, failures: number) => failures <= 3 && !hasStatus(error, 401, 403);

/**
 * Server pages by cursor; a refresh refetches as many pages as are shown, and a new search or filter keeps
 * the previous results on screen until its own arrive.
 */
export function useResponsesList(given: Pick<ListFilter, "search"> & Partial<ListFilter>) {
  const filter: ListFilter = { ...ALL, ...given };
  const query = useInfiniteQuery({
    queryKey: listKey(filter),
    queryFn: ({ pageParam }) => fetchResponsesPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // TanStack counts failures from 0; docs/product.md#calls counts retries.
    retry: (failureCount, error) => shouldRetryListing(error, failureCount + 1),
    placeholderData: keepPreviousData,
  });
  const items = useMemo<ResponseListItem[]>(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    status: query.status,
    error: query.error,
    items,
    isSearching: query.isPlaceholderData,
    isRefreshing: query.isFetching,
    hasMore: !query.isPlaceholderData && query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
    loadMore: () => query.fetchNextPage(),
  };
}

/** After a save: show the new copy's row at once, then refresh the shown lists from the server (docs/product.md#calls). */
export function refreshListsWith(client: QueryClient, row: ResponseListItem): void {
  client.setQueriesData<ResponsePages>({ queryKey: LIST_PREFIX }, (current) =>
    current
      ? {
          ...current,
          pages: current.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) })),
        }
      : current,
  );
  void client.invalidateQueries({ queryKey: LIST_PREFIX });
}
