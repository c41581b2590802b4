import { createMiddleware } from "hono/factory";

/** Admin answers carry personal data and session state: never cached by the browser, a proxy or the service worker. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
