import { createMiddleware } from "hono/factory";
import { isAdminPage } from "../../schema/records/admin-pages";

/** Admin answers carry personal data and session state: never cached by the browser, a proxy or the service worker. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

/**
 * A page of the web app as the assets answer it; an admin page never stored, so Back after logout
 * loads it afresh instead of restoring the old one (docs/decisions/032-nothing-of-an-admin-survives-logout.md).
 */
export async function pageAnswer(pathname: string, answer: Promise<Response>): Promise<Response> {
  const res = await answer;
  if (!isAdminPage(pathname)) return res;
  // An asset's headers are immutable: the admin page is the one copied.
  const page = new Response(res.body, res);
  page.headers.set("Cache-Control", "no-store");
  return page;
}
