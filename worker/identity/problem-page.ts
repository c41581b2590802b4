import type { Context } from "hono";
import { html } from "hono/html";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../schema/save/payload";

/**
 * A refusal on a browser route (the single sign-on callback): a small page for a person, the usual JSON
 * error for a script. Either way nothing else happens (no session, no cookie).
 */
export function problemPage(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  message: string,
  path = "",
): Response | Promise<Response> {
  if (!(c.req.header("Accept") ?? "").includes("text/html")) {
    return c.json<ApiError>({ error: title, issues: [{ path, message }] }, status);
  }
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              background: #f8fafc;
              color: #0f172a;
              margin: 0;
            }
            main {
              max-width: 32rem;
              margin: 4rem auto;
              padding: 2rem;
              background: #fff;
              border: 1px solid #e2e8f0;
              border-radius: 0.75rem;
            }
            h1 {
              margin-top: 0;
              font-size: 1.5rem;
            }
            a {
              color: #1d4ed8;
              font-weight: 600;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            <p>${message}</p>
            <p><a href="/admin">Back to the admin sign-in</a></p>
          </main>
        </body>
      </html>`,
    status,
  );
}
