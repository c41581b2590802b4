import { useQuery as useTanstackQuery, type QueryKey } from "@tanstack/react-query";

export { QueryClientProvider, useQueryClient } from "@tanstack/react-query";

/** Reads one admin query: the first reader fetches it, every reader shares it (docs/product.md#calls defaults in query-client.ts). */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, enabled = true) {
  return useTanstackQuery({ queryKey: key, queryFn: fetcher, enabled });
}
