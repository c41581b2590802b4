import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from "react";
import { QueryClient, type Fetcher, type QueryState } from "./query-client";

export const QueryClientContext = createContext<QueryClient | null>(null);

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error("useQueryClient needs a QueryClientContext provider");
  return client;
}

export type QueryResult<T> = QueryState<T> & { refetch: () => Promise<void> };

/** Reads a key of the cache; the first reader starts the fetch. Pass a stable (module-level or memoised) fetcher. */
export function useQuery<T>(key: string, fetcher: Fetcher<T>, enabled = true): QueryResult<T> {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.subscribe(key, listener), [client, key]);
  const getSnapshot = useCallback(() => client.getState<T>(key), [client, key]);
  const state = useSyncExternalStore(subscribe, getSnapshot);
  useEffect(() => {
    if (enabled) client.ensure(key, fetcher);
  }, [client, key, fetcher, enabled]);
  const refetch = useCallback(() => client.refetch(key), [client, key]);
  return { ...state, refetch };
}
