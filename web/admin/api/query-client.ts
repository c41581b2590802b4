import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

export { QueryClient };

/** Where every failed admin call ends as well (session expiry, access denied: api/auth-errors.ts). */
export type AdminErrorHandler = (error: unknown, client: QueryClient) => void;

const handlers = new WeakMap<QueryClient, AdminErrorHandler>();

/**
 * The admin's TanStack Query client with the query semantics of docs/product.md#calls: a query never goes stale, never
 * refetches by itself (not on focus, not on reconnect), and does not retry unless it says so (the
 * listing does, api/list-responses.ts); mutations never retry. Invalidation refetches what is shown.
 */
export function createQueryClient(options: { onError?: AdminErrorHandler; retryDelay?: (failures: number) => number } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => options.onError?.(error, client) }),
    // Every failed write too (TanStack's useMutation, api/*.ts): the same toasts and the return to sign-in.
    mutationCache: new MutationCache({ onError: (error) => options.onError?.(error, client) }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
        ...(options.retryDelay ? { retryDelay: options.retryDelay } : {}),
      },
      mutations: { retry: false },
    },
  });
  if (options.onError) handlers.set(client, options.onError);
  return client;
}

/** Hands an error from a call made outside a query (a save, an export, a download) to the same handler. */
export function reportError(client: QueryClient, error: unknown): void {
  handlers.get(client)?.(error, client);
}
