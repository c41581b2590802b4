import { requestJson } from "../api/http";

/**
 * POST /api/auth/link-sso: the server notes on this (password) session that its owner is linking single
 * sign-on, then the browser goes through the provider from the answered address (docs/admin.md).
 */
export async function startLinkingSso(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const { location } = await requestJson<{ location: string }>("POST", "/api/auth/link-sso");
  navigate(location);
}
