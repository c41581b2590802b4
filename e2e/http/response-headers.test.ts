// Every header of every kind of response, from the real `wrangler dev` serving the e2e build, equals
// what it was when every request ran the Worker first (e2e/http/response-headers.expected.json, read from
// that server before static files were served without it): the security headers, the caching and the
// SPA fallback of static files now come from the assets' _headers file (docs/security.md#routes).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, inject } from "vitest";
import { baseURL } from "../support/browser";
import { readAnswers, type Answer } from "../support/response-headers";

const expected = JSON.parse(readFileSync(join(import.meta.dirname, "response-headers.expected.json"), "utf8")) as Record<string, Answer>;

describe("response headers", () => {
  it("every kind of response carries the headers it carried through the Worker", async () => {
    const dist = join(dirname(inject("wranglerConfig")), "dist");
    expect(await readAnswers(baseURL(), dist)).toEqual(expected);
  });
});
