import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isLocalHost } from "../http/local-host";

/**
 * Plain http to this machine (`wrangler dev`, the tests): browsers drop Secure cookies there, and the
 * `__Host-` prefix needs Secure, so the cookie keeps a plain name. Everything else is served over https.
 */
function plainLocal(c: Context): boolean {
  return new URL(c.req.url).protocol === "http:" && isLocalHost(c.req.url);
}

export function secureCookies(c: Context): boolean {
  return !plainLocal(c);
}

/**
 * `__Host-` binds the cookie to this host, https and path / (no subdomain can set or shadow it). Only
 * this request's name is read: a plain `sid` planted by a sibling subdomain is not a session over https.
 */
export const sessionCookieName = (c: Context): string => (plainLocal(c) ? "sid" : "__Host-sid");

/** Strict: the admin session rides on no request another site starts (links and forms included). */
const options = (c: Context) => ({ httpOnly: true, sameSite: "Strict", path: "/", secure: secureCookies(c) }) as const;

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, sessionCookieName(c), token, { ...options(c), expires: expiresAt });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName(c), options(c));
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, sessionCookieName(c)) || undefined;
}
