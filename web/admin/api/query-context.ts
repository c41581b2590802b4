import { useQuery as useTanstackQuery, type QueryKey } from "@tanstack/react-query";

export { QueryClientProvider, useQueryClient } from "@tanstack/react-query";

/**
 * Reads one admin query: the first reader fetches it, every reader shares it (docs/product.md#calls defaults in query-client.ts).
 * `fresh`: dropped as soon as nothing shows it, so each opening of its view reads it afresh (Back and Forward included).
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { fresh = false }: { fresh?: boolean } = {}) {
  return useTanstackQuery({ queryKey: key, queryFn: fetcher, ...(fresh ? { gcTime: 0 } : {}) });
}
