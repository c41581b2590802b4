import { requestJson } from "./http";
import type { QueryClient } from "./query-client";

/**
 * POST /api/logout, then home (docs/product.md#screens-and-routes: signing out lands on /). If the POST cannot be made, the spec's
 * GET route does the same as a same-origin navigation, which the server accepts. Either way every query
 * read under the session is dropped first, so the page left behind holds none of it
 * (docs/decisions/032-nothing-of-an-admin-survives-logout.md).
 */
export async function logout(client: QueryClient, leave: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  let next = "/";
  try {
    await requestJson<{ ok: true }>("POST", "/api/logout");
  } catch {
    next = "/api/logout";
  }
  client.clear();
  leave(next);
}
