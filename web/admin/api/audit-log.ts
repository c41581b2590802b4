import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { AuditPage } from "../../../schema/records/audit";
import { requestJson } from "./http";

export const AUDIT_KEY = ["audit"] as const;
const PAGE_SIZE = 50;

export const fetchAuditPage = (cursor: string | null) =>
  requestJson<AuditPage>("GET", `/api/admin/audit?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);

/** GET /api/admin/audit, newest first, a page at a time (owner only). */
export function useAuditLog() {
  const query = useInfiniteQuery({
    queryKey: AUDIT_KEY,
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The log grows with every action elsewhere: dropped once its page closes, read afresh each time it opens.
    gcTime: 0,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    status: query.status,
    items,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage(),
    refetch: () => query.refetch(),
  };
}
