import { vi } from "vitest";

export type FakeRequest = { method: string; path: string; url: URL; body: unknown };
export type FakeHandler = (req: FakeRequest) => Response | Promise<Response>;

export const json = (data: unknown, status = 200, statusText = "") =>
  new Response(JSON.stringify(data), { status, statusText, headers: { "Content-Type": "application/json" } });

/** Replaces fetch with `handler`; returns the requests made, for assertions. */
export function stubFetch(handler: FakeHandler): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const req = { method: init?.method ?? "GET", path: url.pathname, url, body };
      calls.push(req);
      return handler(req);
    }),
  );
  return calls;
}
