import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPage } from "./admin-page";

afterEach(() => vi.unstubAllGlobals());

const navigation = () => new Request("http://localhost/admin/responses/42");

describe("an admin page through the service worker", () => {
  it("is the network's answer, untouched (its no-store included)", async () => {
    const answer = new Response("<!doctype html><title>Admin</title>", {
      headers: { "Content-Type": "text/html", "Cache-Control": "no-store" },
    });
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetch);
    const request = navigation();
    expect(await adminPage({ request })).toBe(answer);
    expect(fetch).toHaveBeenCalledWith(request);
  });

  it("offline, is a short page saying the dashboard needs a connection: never stored, nothing to run", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const res = await adminPage({ request: navigation() });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>You are offline</h1>");
    expect(html).toContain("The admin dashboard needs a connection");
    expect(html).not.toContain("<script");
  });
});
