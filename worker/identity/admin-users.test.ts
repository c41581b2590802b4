import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { AdminUser, UserList } from "../../schema/identity/roles";
import { call } from "../test/call";
import { patchJson, signIn, signInAs, withCookie } from "../test/admin";

const ORIGIN = { Origin: "http://localhost", "Content-Type": "application/json" };
const invite = (cookie: string, body: unknown) =>
  withCookie(cookie, "/api/admin/users", { method: "POST", headers: ORIGIN, body: JSON.stringify(body) });
const remove = (cookie: string, id: string) =>
  withCookie(cookie, `/api/admin/users/${id}`, { method: "DELETE", headers: { Origin: ORIGIN.Origin } });
const list = async (cookie: string) => ((await (await withCookie(cookie, "/api/admin/users")).json()) as UserList).items;

describe("/api/admin/users (owner only)", () => {
  it("invites an email with a role (lower-cased), lists it, and refuses it twice", async () => {
    const owner = await signIn();
    const res = await invite(owner, { email: "  Ada.Lovelace@Example.ORG ", role: "admin" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminUser;
    expect(created).toEqual<AdminUser>({
      id: expect.any(String),
      email: "ada.lovelace@example.org",
      name: null,
      role: "admin",
      passwordOwner: false,
    });
    const items = await list(owner);
    expect(items).toContainEqual(created);
    expect(items).toContainEqual(expect.objectContaining({ email: "admin@localhost", role: "owner", passwordOwner: true }));

    const again = await invite(owner, { email: "ada.lovelace@example.org", role: "viewer" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).issues[0]?.path).toBe("email");
  });

  it("names the field of a bad invitation", async () => {
    const owner = await signIn();
    const badEmail = await invite(owner, { email: "not-an-email", role: "admin" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ issues: [{ path: "email", message: "Valid email is required" }] });
    const badRole = await invite(owner, { email: "x@example.org", role: "superuser" });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({ issues: [{ path: "role", message: "Role must be owner, admin or viewer" }] });
    const notJson = await withCookie(owner, "/api/admin/users", { method: "POST", headers: ORIGIN, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("a role change ends the user's sessions at once; the new role applies from the next sign-in", async () => {
    const owner = await signIn();
    const viewer = await signInAs("viewer");
    const res = await patchJson(owner, `/api/admin/users/${viewer.id}`, { role: "admin" }, { Origin: ORIGIN.Origin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: viewer.id, role: "admin" });
    expect((await withCookie(viewer.cookie, "/api/admin/stats")).status).toBe(401);
    const bad = await patchJson(owner, `/api/admin/users/${viewer.id}`, { role: "root" }, { Origin: ORIGIN.Origin });
    expect(bad.status).toBe(400);
    expect((await patchJson(owner, `/api/admin/users/${crypto.randomUUID()}`, { role: "admin" }, { Origin: ORIGIN.Origin })).status).toBe(
      404,
    );
  });

  it("removing a user ends their sessions and takes them off the list", async () => {
    const owner = await signIn();
    const admin = await signInAs("admin");
    expect((await withCookie(admin.cookie, "/api/admin/stats")).status).toBe(200);
    expect((await remove(owner, admin.id)).status).toBe(204);
    expect((await withCookie(admin.cookie, "/api/admin/stats")).status).toBe(401);
    expect((await list(owner)).map((u) => u.id)).not.toContain(admin.id);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE sess LIKE ?").bind(`%${admin.id}%`).first("n")).toBe(0);
    expect((await remove(owner, admin.id)).status).toBe(404);
  });

  it("keeps the password owner an owner, and an owner cannot demote or remove themselves", async () => {
    const owner = await signIn();
    const passwordOwner = (await list(owner)).find((u) => u.passwordOwner)!;
    const demote = await patchJson(owner, `/api/admin/users/${passwordOwner.id}`, { role: "viewer" }, { Origin: ORIGIN.Origin });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ issues: [{ path: "role" }] });
    expect((await remove(owner, passwordOwner.id)).status).toBe(409);

    const other = await signInAs("owner");
    expect((await patchJson(other.cookie, `/api/admin/users/${other.id}`, { role: "viewer" }, { Origin: ORIGIN.Origin })).status).toBe(409);
    expect((await remove(other.cookie, other.id)).status).toBe(409);
    expect((await withCookie(other.cookie, "/api/admin/stats")).status).toBe(200);
  });

  it("refuses admins and viewers (403), strangers (401) and foreign origins (403)", async () => {
    const admin = await signInAs("admin");
    for (const cookie of [admin.cookie, (await signInAs("viewer")).cookie]) {
      expect((await withCookie(cookie, "/api/admin/users")).status).toBe(403);
      expect((await invite(cookie, { email: "sneaky@example.org", role: "owner" })).status).toBe(403);
      expect((await remove(cookie, admin.id)).status).toBe(403);
    }
    expect((await call("/api/admin/users")).status).toBe(401);
    const foreign = await withCookie(await signIn(), "/api/admin/users", {
      method: "POST",
      headers: { ...ORIGIN, Origin: "https://evil.example" },
      body: JSON.stringify({ email: "x@example.org", role: "owner" }),
    });
    expect(foreign.status).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email IN ('sneaky@example.org', 'x@example.org')").first("n")).toBe(
      0,
    );
  });
});
