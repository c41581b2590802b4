import { focusManager, onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCreateTeam } from "./create-team";
import { HttpError } from "./http";
import { useResponsesList } from "./list-responses";
import { createQueryClient, reportError } from "./query-client";
import { useQuery } from "./query-context";
import { json, stubFetch } from "../test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

function setup(onError = vi.fn()) {
  const client = createQueryClient({ retryDelay: () => 0, onError });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper, onError };
}

describe("the admin query client keeps the query semantics of docs/product.md#calls", () => {
  it("fetches once for every reader, and never again by itself: not on focus, reconnect or a new reader", async () => {
    const { client, wrapper } = setup();
    const fetcher = vi.fn(async () => 1);
    const a = renderHook(() => useQuery(["a"], fetcher), { wrapper });
    renderHook(() => useQuery(["a"], fetcher), { wrapper });
    await waitFor(() => expect(a.result.current.data).toBe(1));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    renderHook(() => useQuery(["a"], fetcher), { wrapper });
    // A refetch would have started synchronously on each of these: nothing is in flight, nothing was called.
    expect(client.isFetching()).toBe(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("does not retry a failed query, and reports the error once", async () => {
    const { wrapper, onError } = setup();
    const fetcher = vi.fn(async () => {
      throw new HttpError(500, "500: boom", "boom");
    });
    const q = renderHook(() => useQuery(["b"], fetcher), { wrapper });
    await waitFor(() => expect(q.result.current.status).toBe("error"));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("refetches a shown query when it is invalidated", async () => {
    const { client, wrapper } = setup();
    let n = 0;
    const q = renderHook(() => useQuery(["c", 1], async () => ++n), { wrapper });
    await waitFor(() => expect(q.result.current.data).toBe(1));
    await client.invalidateQueries({ queryKey: ["c"] });
    await waitFor(() => expect(q.result.current.data).toBe(2));
  });

  it("retries the listing up to 3 times, but never on a 401 or 403", async () => {
    const calls = stubFetch(() => json({ error: "down", issues: [] }, 503, "Service Unavailable"));
    const { wrapper } = setup();
    const list = renderHook(() => useResponsesList({ search: "" }), { wrapper });
    await waitFor(() => expect(list.result.current.status).toBe("error"));
    expect(calls).toHaveLength(4);
    expect((list.result.current.error as Error).message).toBe("503: Service Unavailable");

    for (const status of [401, 403]) {
      const denied = stubFetch(() => json({ error: "no", issues: [] }, status));
      const other = setup();
      const l = renderHook(() => useResponsesList({ search: "" }), { wrapper: other.wrapper });
      await waitFor(() => expect(l.result.current.status).toBe("error"));
      expect(denied).toHaveLength(1);
      expect(other.onError).toHaveBeenCalledWith(expect.objectContaining({ status }), other.client);
    }
  });

  it("hands errors from outside a query (a save, an export) to the same handler", () => {
    const { client, onError } = setup();
    const error = new HttpError(401, "401: gone", "");
    reportError(client, error);
    expect(onError).toHaveBeenCalledWith(error, client);
  });

  it("hands a failed write (TanStack's useMutation) to the same handler, once, without retrying it", async () => {
    const calls = stubFetch(() => json({ error: "Access denied", issues: [] }, 403));
    const { wrapper, client, onError } = setup();
    const create = renderHook(() => useCreateTeam(), { wrapper });
    create.result.current.mutate({ name: "Crew", organisation: null });
    await waitFor(() => expect(create.result.current.status).toBe("error"));
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }), client);
  });
});
