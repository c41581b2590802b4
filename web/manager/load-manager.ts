import type { ManagerView } from "../../schema/teams/map/manager-view";

export type ManagerState =
  | { kind: "loading" }
  | { kind: "ready"; view: ManagerView }
  | { kind: "gone" }
  | { kind: "expired" }
  | { kind: "busy" }
  | { kind: "error" };

/** GET /api/manager/:token: 404 = unknown or revoked, 410 = expired, 429 = rate-limited; anything else unexpected is retryable. */
export async function loadManager(token: string, signal?: AbortSignal): Promise<ManagerState> {
  try {
    const res = await fetch(`/api/manager/${encodeURIComponent(token)}`, { credentials: "omit", signal });
    if (res.status === 404) return { kind: "gone" };
    if (res.status === 410) return { kind: "expired" };
    if (res.status === 429) return { kind: "busy" };
    if (!res.ok) return { kind: "error" };
    return { kind: "ready", view: (await res.json()) as ManagerView };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "error" };
  }
}
