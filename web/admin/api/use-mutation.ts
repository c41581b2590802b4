import { useCallback, useState } from "react";
import { reportError } from "./query-client";
import { useQueryClient } from "./query-context";

export type MutationStatus = "idle" | "pending" | "success" | "error";
export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * One admin write: idle → pending → success | error (docs/product.md#states-and-transitions Saving). Failures reach the client's
 * onError too (session expiry, access denied); `after` refreshes what the write changed.
 */
export function useMutation<I, T>(request: (input: I) => Promise<T>, after?: (data: T, input: I) => void) {
  const client = useQueryClient();
  const [status, setStatus] = useState<MutationStatus>("idle");
  const run = useCallback(
    async (input: I): Promise<MutationResult<T>> => {
      setStatus("pending");
      try {
        const data = await request(input);
        after?.(data, input);
        setStatus("success");
        return { ok: true, data };
      } catch (error) {
        setStatus("error");
        reportError(client, error);
        return { ok: false, error };
      }
    },
    [client, request, after],
  );
  return { status, run };
}
