import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Role } from "../schema/identity/roles";
import { app } from "./app";
import { signIn, signInAs, withCookie } from "./test/admin";
import { call } from "./test/call";

/** docs/security.md's route table: every API route with the least role that may call it. */
type Row = { method: string; path: string; least: string };
const LEAST = ["public", "token", "sign-in", "viewer", "admin", "owner", "password"] as const;

function documentedRoutes(doc: string): Row[] {
  const rows: Row[] = [];
  for (const line of doc.split("\n")) {
    const m = /^\| `([A-Z]+)` \| `([^`]+)` \| ([a-z-]+) \|/.exec(line);
    if (m) rows.push({ method: m[1]!, path: m[2]!, least: m[3]! });
  }
  return rows;
}

/** The app's routes with a handler of their own (middleware is registered as ALL). */
function appRoutes(): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
}

const rows = documentedRoutes(env.TEST_SECURITY_DOC);
const sessionRows = rows.filter((r) => ["viewer", "admin", "owner", "password"].includes(r.least));
/** The session one step short of a row's least role: a password row refuses even an owner signed in by single sign-on. */
const BELOW: Partial<Record<string, Role>> = { admin: "viewer", owner: "admin", password: "owner" };

/** A session of exactly a row's least role. */
const sessionOf = async (least: string): Promise<string> => (least === "password" ? signIn() : (await signInAs(least as Role)).cookie);

/** A call to a documented route with placeholders filled; state-changing calls come from our own origin. */
function request(row: Row, cookie?: string) {
  const path = row.path.replace(/:[a-z]+/g, crypto.randomUUID());
  const headers: Record<string, string> = { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) };
  const hasBody = row.method !== "GET" && row.method !== "DELETE";
  if (hasBody) headers["Content-Type"] = "application/json";
  const init = { method: row.method, headers, ...(hasBody ? { body: "{}" } : {}) };
  return cookie ? withCookie(cookie, path, init) : call(path, init);
}

describe("docs/security.md's route table", () => {
  it("names every route of the app, and only those, with a known least role", () => {
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) expect(LEAST, `${row.method} ${row.path}`).toContain(row.least);
    expect(rows.map((r) => `${r.method} ${r.path}`).sort()).toEqual(appRoutes());
  });

  it.each(sessionRows.map((r) => [`${r.method} ${r.path}`, r] as const))("%s needs a session", async (_name, row) => {
    expect((await request(row)).status).toBe(401);
  });

  it.each(sessionRows.filter((r) => BELOW[r.least]).map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s refuses the role below its least one",
    async (_name, row) => {
      const below = await signInAs(BELOW[row.least]!);
      expect((await request(row, below.cookie)).status).toBe(403);
    },
  );

  it.each(sessionRows.map((r) => [`${r.method} ${r.path}`, r] as const))("%s lets its least role through", async (_name, row) => {
    expect([401, 403]).not.toContain((await request(row, await sessionOf(row.least))).status);
  });
});
