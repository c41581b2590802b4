import type { Context } from "hono";
import { html } from "hono/html";

/**
 * The single sign-on callback's success answer: a same-origin page that moves on to `to`. A 302 would
 * leave the browser's navigation cross-site (it started at the provider), so Chromium would not send the
 * new SameSite=Strict session cookie with it; this page's own navigation is same-site. A meta refresh,
 * because the page's CSP runs no inline script.
 */
export function landingPage(c: Context, to: string): Response | Promise<Response> {
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta http-equiv="refresh" content="0;url=${to}" />
          <title>Signing in</title>
        </head>
        <body>
          <p><a href="${to}">Continue to the dashboard</a></p>
        </body>
      </html>`,
  );
}
