import { requestJson } from "./http";

/**
 * POST /api/logout, then home (SPEC §2: signing out lands on /). If the POST cannot be made, the spec's
 * GET route does the same as a same-origin navigation, which the server accepts.
 */
export async function logout(): Promise<void> {
  try {
    await requestJson<{ ok: true }>("POST", "/api/logout");
  } catch {
    window.location.assign("/api/logout");
    return;
  }
  window.location.assign("/");
}
