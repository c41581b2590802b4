import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { call } from "../test/call";

/** The built app as Workers Assets answer it: an HTML page with the assets' own revalidating cache rule. */
const ASSET_CACHE = "public, max-age=0, must-revalidate";
const assets = {
  fetch: async () => {
    const res = await fetch("data:text/html,<!doctype html><title>Sociality</title>");
    // A fetched answer, so its headers are immutable like a real asset's.
    return new Response(res.body, { headers: { "Content-Type": "text/html", "Cache-Control": ASSET_CACHE } });
  },
};

async function page(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(new URL(path, "http://localhost")), { ...env, ASSETS: assets as unknown as Fetcher }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("admin pages are never stored (docs/decisions/032)", () => {
  it("/admin and every page under it answer Cache-Control: no-store, with the page's body and headers", async () => {
    for (const path of ["/admin", "/admin/", "/admin.html", "/admin/anything", "/admin/responses/42?tab=raw"]) {
      const res = await page(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("content-security-policy"), path).toContain("script-src 'self'");
      expect(await res.text(), path).toContain("<title>Sociality</title>");
    }
  });

  it("respondent pages, the sponsor report and look-alikes keep the assets' caching", async () => {
    for (const path of ["/", "/test/attraction", "/report/some-token", "/administrator", "/icons/icon-192.png"]) {
      expect((await page(path)).headers.get("cache-control"), path).toBe(ASSET_CACHE);
    }
  });

  it("holds for the real assets binding too, whatever it answers", async () => {
    for (const path of ["/admin", "/admin/anything"]) expect((await call(path)).headers.get("cache-control"), path).toBe("no-store");
  });
});
