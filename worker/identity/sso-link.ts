import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { bytesToBase64url } from "../../schema/base64";
import { sha256Hex } from "../db/hash";
import { setLinkIntent } from "./sessions";
import { secureCookies } from "./cookie";

/**
 * The linking intent's cookie. Lax, unlike the session's Strict cookie, because it must reach the callback,
 * which is a navigation from the provider's site; it names nothing by itself (the session row holds its hash).
 */
export const LINK_COOKIE = "sso-link";
/** Time to get through the provider's pages. */
const LINK_TTL_MS = 10 * 60 * 1000;
const options = (c: Context) => ({ httpOnly: true, sameSite: "Lax", path: "/api", secure: secureCookies(c) }) as const;

/** Records on the signed-in session that its user is about to link single sign-on, and hands the browser the key. */
export async function startLink(c: Context, sessionToken: string, now: Date): Promise<void> {
  const intent = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
  await setLinkIntent(c.env.DB, sessionToken, await sha256Hex(intent), new Date(now.getTime() + LINK_TTL_MS));
  setCookie(c, LINK_COOKIE, intent, { ...options(c), maxAge: LINK_TTL_MS / 1000 });
}

/** The intent's hash as the session row holds it, or null; the cookie is removed either way (one use). */
export async function takeLinkCookie(c: Context): Promise<string | null> {
  const intent = getCookie(c, LINK_COOKIE);
  if (intent === undefined) return null;
  deleteCookie(c, LINK_COOKIE, options(c));
  return sha256Hex(intent);
}

export const hasLinkCookie = (c: Context): boolean => getCookie(c, LINK_COOKIE) !== undefined;
export const dropLinkCookie = (c: Context): void => void deleteCookie(c, LINK_COOKIE, options(c));
