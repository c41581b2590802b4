import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isLocalHost } from "./local-host";

export const SESSION_COOKIE = "sid";

/** Browsers drop Secure cookies over plain http, which is how `wrangler dev` serves localhost. */
export function secureCookies(c: Context): boolean {
  return !isLocalHost(c.req.url);
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: secureCookies(c),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: "Lax", path: "/", secure: secureCookies(c) });
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
