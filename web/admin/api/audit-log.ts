import { useCallback, useMemo, useState } from "react";
import type { AuditPage } from "../../../schema/audit";
import { requestJson } from "./http";
import { useQuery, useQueryClient } from "./query-context";

export const AUDIT_KEY = "audit";
const PAGE_SIZE = 50;

type AuditPages = { pages: AuditPage[] };

export const fetchAuditPage = (cursor: string | null) =>
  requestJson<AuditPage>("GET", `/api/admin/audit?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);

/** GET /api/admin/audit, newest first, a page at a time (owner only). */
export function useAuditLog() {
  const client = useQueryClient();
  const query = useQuery<AuditPages>(AUDIT_KEY, fetchFirstPage);
  const nextCursor = query.data?.pages.at(-1)?.nextCursor ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchAuditPage(nextCursor);
      client.setData<AuditPages>(AUDIT_KEY, (current) => ({ pages: [...(current?.pages ?? []), page] }));
    } catch (error) {
      client.options.onError?.(error, AUDIT_KEY, client);
    } finally {
      setLoadingMore(false);
    }
  }, [client, nextCursor]);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { status: query.status, error: query.error, items, hasMore: nextCursor !== null, loadingMore, loadMore, refetch: query.refetch };
}

async function fetchFirstPage(): Promise<AuditPages> {
  return { pages: [await fetchAuditPage(null)] };
}
