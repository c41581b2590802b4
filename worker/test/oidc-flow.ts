import { inject } from "vitest";
import { callWithEnv } from "./admin";

/** The app configured against the real provider of scripts/local/oidc-global-setup.ts (the client is the test bindings'). */
export const providerEnv = () => ({ OIDC_ISSUER: inject("oidcIssuer") });

/** Cookies by name, for one site; paths are ignored (the flow visits each path once, in order). */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; strict: boolean }>();

  /** Seeded from a Cookie header; the admin session cookie is the one set SameSite=Strict (auth/cookie.ts). */
  constructor(header = "") {
    for (const pair of header.split(";")) {
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (eq > 0) this.cookies.set(name, { value: pair.slice(eq + 1).trim(), strict: /^(__Host-)?sid$/.test(name) });
    }
  }

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const removed = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(eq + 1) === "";
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(eq + 1), strict: attributes.some((a) => /^\s*samesite=strict\s*$/i.test(a)) });
    }
  }

  /** What the browser sends; `crossSite` (a navigation from another site) leaves SameSite=Strict cookies out. */
  header(crossSite = false): string {
    return [...this.cookies]
      .filter(([, c]) => !(crossSite && c.strict))
      .map(([k, c]) => `${k}=${c.value}`)
      .join("; ");
  }
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/g, "/")
    .replace(/&#x3D;/g, "=");

/**
 * Signs in through the provider's development pages the way a browser would: /api/login, the provider's
 * login form (`login` is the email it vouches for), its consent form, and back to /api/callback, whose
 * answer is returned. `tamper` may change the callback URL first; `appCookies` are the app's cookies the
 * browser already holds (a session, a linking intent). The callback is a navigation from the provider's
 * site, so the browser sends it only the app's Lax cookies: a SameSite=Strict one is left out here too.
 */
export async function signInThroughProvider(login: string, tamper: (callback: URL) => URL = (u) => u, appCookies = ""): Promise<Response> {
  const env = providerEnv();
  const app = new CookieJar(appCookies);
  const provider = new CookieJar();
  const start = await callWithEnv(env, "/api/login", { redirect: "manual", headers: { Cookie: app.header() } });
  if (start.status !== 302) throw new Error(`/api/login answered ${start.status}`);
  app.take(start);
  let url = new URL(start.headers.get("location") ?? "");
  for (let step = 0; url.origin !== "http://localhost"; step++) {
    if (step > 12) throw new Error(`the provider never returned to the app (at ${url.href})`);
    const res = await fetch(url, { redirect: "manual", headers: { Cookie: provider.header() } });
    provider.take(res);
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page ${url.href}: ${res.status}`);
    const fields: Record<string, string> = page.includes('name="login"')
      ? { prompt: "login", login, password: "any password" }
      : { prompt: "consent" };
    const posted = await fetch(new URL(unescapeHtml(action), url), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: provider.header(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    provider.take(posted);
    url = new URL(posted.headers.get("location") ?? "", url);
  }
  const callback = tamper(url);
  return callWithEnv(env, callback.pathname + callback.search, {
    redirect: "manual",
    headers: { Cookie: app.header(true), Accept: "text/html" },
  });
}
