import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditPage } from "../../schema/records/audit";
import { readCsv } from "../../schema/export/csv";
import type { SponsorLinkCreated } from "../../schema/teams/team-api";
import { call } from "../test/call";
import { patchJson, saveResponse, signIn, signInAs, withCookie } from "../test/admin";
import { createTeam, sendJson } from "../test/teams";

const ORIGIN = { Origin: "http://localhost" };
const entries = async (cookie: string, query = "") =>
  ((await (await withCookie(cookie, `/api/admin/audit${query}`)).json()) as AuditPage).items;
const byAction = async (action: string) =>
  (
    await env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = ? ORDER BY id")
      .bind(action)
      .all<{ actor: string; target: string | null; detail: string | null }>()
  ).results.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown) }));

describe("what the audit log records", () => {
  it("a password sign-in, with its method", async () => {
    await signIn();
    expect((await byAction("signin")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: "admin@localhost",
      detail: { method: "password" },
    });
  });

  it("an edit: each changed field with its old and new value, nothing for unchanged fields or a refused edit", async () => {
    const { id } = await saveResponse({ name: "Grace Hopper", jobTitle: "Rear Admiral" });
    const admin = await signInAs("admin");
    const res = await patchJson(
      admin.cookie,
      `/api/admin/responses/${id}`,
      { name: "Grace B. Hopper", jobTitle: "Rear Admiral", phoneNumber: "" },
      ORIGIN,
    );
    expect(res.status).toBe(200);
    const edits = (await byAction("response.edit")).filter((e) => e.target === id);
    expect(edits).toEqual([
      { actor: admin.email, target: id, detail: { field: "name", old: "Grace Hopper", new: "Grace B. Hopper" } },
      { actor: admin.email, target: id, detail: { field: "phoneNumber", old: "+1 555 0100", new: null } },
    ]);
    await patchJson((await signInAs("viewer")).cookie, `/api/admin/responses/${id}`, { name: "Nope" }, ORIGIN);
    await patchJson(admin.cookie, `/api/admin/responses/${crypto.randomUUID()}`, { name: "Nobody" }, ORIGIN);
    expect((await byAction("response.edit")).filter((e) => e.target === id)).toHaveLength(2);
  });

  it("an export with its row count, user changes and the end of every session", async () => {
    await saveResponse();
    const owner = await signIn();
    await withCookie(owner, "/api/admin/export.csv");
    const rows = (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<number>("n"))!;
    expect((await byAction("export.csv")).at(-1)).toEqual({ actor: "admin@localhost", target: null, detail: { rows } });
    const exports = (await byAction("export.csv")).length;
    await (await withCookie(owner, "/api/admin/export.csv")).text();
    expect((await byAction("export.csv")).length, "exactly one entry per export").toBe(exports + 1);

    const invite = await withCookie(owner, "/api/admin/users", {
      method: "POST",
      headers: { ...ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "eve@example.org", role: "viewer" }),
    });
    const { id } = (await invite.json()) as { id: string };
    await patchJson(owner, `/api/admin/users/${id}`, { role: "admin" }, ORIGIN);
    await withCookie(owner, `/api/admin/users/${id}`, { method: "DELETE", headers: ORIGIN });
    expect((await byAction("user.invite")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: "eve@example.org",
      detail: { role: "viewer" },
    });
    expect((await byAction("user.role")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: "eve@example.org",
      detail: { old: "viewer", new: "admin" },
    });
    expect((await byAction("user.remove")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: "eve@example.org",
      detail: { role: "admin" },
    });

    await withCookie(owner, "/api/admin/sessions/revoke-all", { method: "POST", headers: ORIGIN });
    expect((await byAction("sessions.revoke-all")).at(-1)).toMatchObject({
      actor: "admin@localhost",
      detail: { revoked: expect.any(Number) },
    });
  });
});

describe("GET /api/admin/audit", () => {
  it("pages newest first with an opaque cursor, without duplicates or gaps", async () => {
    const owner = await signIn();
    for (let i = 0; i < 4; i++) await signInAs("viewer");
    await env.DB.prepare("INSERT INTO audit_log (at, actor, action) VALUES (?, 'test', 'audit.export')").bind(Date.now()).run();
    const all = await entries(owner, "?limit=200");
    expect(all[0]).toMatchObject<Partial<AuditEntry>>({ actor: "test", action: "audit.export", target: null, detail: null });
    expect(Date.parse(all[0]!.at)).toBeGreaterThan(0);

    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = (await (
        await withCookie(owner, `/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ""}`)
      ).json()) as AuditPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    // Reading the log records nothing, so the walk in pages of 2 meets exactly the one long page.
    expect(seen).toEqual(all);
  });

  it("names a bad limit or cursor (400), and is the owner's alone", async () => {
    const owner = await signIn();
    const bad = await withCookie(owner, "/api/admin/audit?limit=0&cursor=abc");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(["cursor", "limit"]);
    for (const role of ["admin", "viewer"] as const) {
      const { cookie } = await signInAs(role);
      expect((await withCookie(cookie, "/api/admin/audit")).status).toBe(403);
      expect((await withCookie(cookie, "/api/admin/audit.csv")).status).toBe(403);
    }
  });
});

describe("GET /api/admin/audit.csv", () => {
  it("downloads every entry with formulas neutralised, and records the download", async () => {
    const owner = await signIn();
    await env.DB.prepare(
      "INSERT INTO audit_log (at, actor, action, target) VALUES (?, '=HYPERLINK(\"http://evil\")', 'signin.refused', '+1 555')",
    )
      .bind(Date.now())
      .run();
    const res = await withCookie(owner, "/api/admin/audit.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv"$/);
    // Read as bytes: Response.text() drops the byte order mark that spreadsheets need.
    const text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFAt,Actor,Action,Target,Detail\r\n")).toBe(true);
    const rows = readCsv(text.slice(1)).map((r) => r.fields);
    const total = (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first<number>("n"))!;
    expect(rows).toHaveLength(total + 1);
    // The download's own entry counts the rows of the file, itself included.
    expect((await byAction("audit.export")).at(-1)).toEqual({ actor: "admin@localhost", target: null, detail: { rows: total } });
    // Newest first: the download's own entry, then the planted one.
    expect(rows[1]?.slice(1, 3)).toEqual(["admin@localhost", "audit.export"]);
    expect(rows[2]?.slice(1, 4)).toEqual(['\'=HYPERLINK("http://evil")', "signin.refused", "'+1 555"]);
  });
});

describe("the audit log is append-only", () => {
  it("refuses deleting or rewriting an entry; an erasure's redaction may happen once", async () => {
    await signIn();
    const { id } = (await env.DB.prepare("SELECT id FROM audit_log ORDER BY id DESC LIMIT 1").first<{ id: number }>())!;
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE id = ?").bind(id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE audit_log SET actor = 'someone else' WHERE id = ?").bind(id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE audit_log SET detail = NULL WHERE id = ?").bind(id).run()).rejects.toThrow(/append-only/);
    await env.DB.prepare("UPDATE audit_log SET detail = '{}', redacted = 1 WHERE id = ?").bind(id).run();
    await expect(env.DB.prepare("UPDATE audit_log SET detail = '{\"again\":1}', redacted = 1 WHERE id = ?").bind(id).run()).rejects.toThrow(
      /append-only/,
    );
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE id = ?").bind(id).first<number>("n")).toBe(1);
  });
});

describe("team changes and sponsor reports are audited", () => {
  it("records a team's creation, each changed field, sponsor links, report views and a respondent's move", async () => {
    const owner = await signIn();
    const team = await createTeam(owner, "Platform", "Acme");
    await sendJson(owner, "PATCH", `/api/admin/teams/${team.id}`, { name: "Platform Team", organisation: "Acme" }, ORIGIN);
    const link = (await (
      await sendJson(owner, "POST", `/api/admin/teams/${team.id}/sponsor-links`, {}, ORIGIN)
    ).json()) as SponsorLinkCreated;
    const token = new URL(link.url).pathname.split("/").pop()!;
    expect((await call(`/api/report/${token}`)).status).toBe(200);
    await withCookie(owner, `/api/admin/sponsor-links/${link.id}`, { method: "DELETE", headers: ORIGIN });
    const { id } = await saveResponse();
    await sendJson(owner, "PUT", `/api/admin/responses/${id}/team`, { teamId: team.id }, ORIGIN);

    expect((await byAction("team.create")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: team.id,
      detail: { name: "Platform", organisation: "Acme" },
    });
    expect((await byAction("team.update")).filter((e) => e.target === team.id)).toEqual([
      { actor: "admin@localhost", target: team.id, detail: { field: "name", old: "Platform", new: "Platform Team" } },
    ]);
    expect((await byAction("sponsor-link.create")).at(-1)).toEqual({
      actor: "admin@localhost",
      target: team.id,
      detail: { linkId: link.id, expiresAt: link.expiresAt, kind: "sponsor" },
    });
    expect((await byAction("sponsor-report.view")).at(-1)).toEqual({ actor: "sponsor link", target: team.id, detail: { linkId: link.id } });
    expect((await byAction("sponsor-link.revoke")).at(-1)).toEqual({ actor: "admin@localhost", target: link.id, detail: null });
    expect((await byAction("response.edit")).filter((e) => e.target === id)).toEqual([
      { actor: "admin@localhost", target: id, detail: { field: "teamId", old: null, new: team.id } },
    ]);
  });
});
