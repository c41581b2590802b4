// Admin pages never come from a cache (docs/decisions/032-nothing-of-an-admin-survives-logout.md):
// the network's answer, or offline a page that says why nothing else is shown.

// Static and script-free, so its own policy forbids everything; no brand, the service worker has no config.
const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Admin offline</title></head>
<body>
<main>
<h1>You are offline</h1>
<p>The admin dashboard needs a connection: it keeps no copy on this device. Connect, then try again.</p>
<p><a href="/admin">Try again</a></p>
</main>
</body>
</html>
`;

/** The handler of admin navigations: the network only, so the Worker's Cache-Control: no-store reaches the browser. */
export async function adminPage({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      },
    });
  }
}
