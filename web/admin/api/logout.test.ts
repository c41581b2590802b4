import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_USER_KEY } from "./get-auth-user";
import { logout } from "./logout";
import { createQueryClient } from "./query-client";
import { json, stubFetch } from "../test/fake-api";

afterEach(() => vi.unstubAllGlobals());

/** A client holding what a signed-in admin had read: the user and a respondent's detail. */
function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_KEY, { email: "owner@example.com", role: "owner" });
  client.setQueryData(["response", "r1"], { name: "Philippa Example", email: "philippa@example.com" });
  return client;
}

describe("logout", () => {
  it("ends the session with a POST, forgets every query read under it, then leaves for /", async () => {
    const calls = stubFetch(() => json({ ok: true }));
    const client = signedInClient();
    let cachedWhenLeaving = -1;
    const leave = vi.fn(() => {
      cachedWhenLeaving = client.getQueryCache().getAll().length;
    });
    await logout(client, leave);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/logout"]);
    expect(leave).toHaveBeenCalledWith("/");
    expect(cachedWhenLeaving).toBe(0);
  });

  it("when the POST cannot be made, still forgets the cache before the GET route signs out", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const client = signedInClient();
    let cachedWhenLeaving = -1;
    const leave = vi.fn(() => {
      cachedWhenLeaving = client.getQueryCache().getAll().length;
    });
    await logout(client, leave);
    expect(leave).toHaveBeenCalledWith("/api/logout");
    expect(cachedWhenLeaving).toBe(0);
  });
});
