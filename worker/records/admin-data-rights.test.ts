import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AdminStats, ResponseList } from "../../schema/records/admin";
import type { BatchAnswer, ImportAnswer } from "../../schema/save/batch";
import type { RespondentData } from "../../schema/records/data-rights";
import type { ApiError } from "../../schema/save/payload";
import type { SponsorReport } from "../../schema/teams/sponsor-report";
import type { SponsorLinkCreated, TeamDetail } from "../../schema/teams/team-api";
import { sha256Hex } from "../db/hash";
import { call, postJson } from "../test/call";
import { patchJson, saveResponse, signIn, signInAs, withCookie } from "../test/admin";
import { addMember, createTeam, sendJson } from "../test/teams";

const ORIGIN = { Origin: "http://localhost" };
const erase = (cookie: string, id: string, confirmName: unknown) =>
  sendJson(cookie, "DELETE", `/api/admin/responses/${id}`, { confirmName }, ORIGIN);
const json = async <T>(res: Response) => (await res.json()) as T;

describe("GET /api/admin/responses/:id/data", () => {
  it("downloads everything stored about the person as a JSON file (not the write token), with the audit entries about them", async () => {
    const p = await saveResponse({ name: "Dana Download", demographicData: { religion: "None" }, deviceId: "tablet-7" });
    const admin = await signInAs("admin");
    await patchJson(admin.cookie, `/api/admin/responses/${p.id}`, { jobTitle: "Captain" }, ORIGIN);
    const res = await withCookie(admin.cookie, `/api/admin/responses/${p.id}/data`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="respondent-${p.id}.json"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = await json<RespondentData>(res);
    expect(data.response).toMatchObject({
      id: p.id,
      name: "Dana Download",
      email: p.email,
      jobTitle: "Captain",
      demographicData: { religion: "None" },
      deviceId: "tablet-7",
      revision: 1,
      lastStep: "intake-complete",
    });
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('assessment_responses')").all<{ name: string }>()).results
      .length;
    // Every column but the write token's hash.
    expect(Object.keys(data.response)).toHaveLength(columns - 1);
    expect(JSON.stringify(data)).not.toContain("writeToken");
    expect(data.audit).toEqual([
      expect.objectContaining({
        action: "response.edit",
        actor: admin.email,
        detail: { field: "jobTitle", old: "Rear Admiral", new: "Captain" },
      }),
    ]);
    const recorded = await env.DB.prepare("SELECT actor, detail FROM audit_log WHERE action = 'response.download' AND target = ?")
      .bind(p.id)
      .first();
    // One respondent's record: the row count makes every download and export comparable in the log.
    expect(recorded).toEqual({ actor: admin.email, detail: JSON.stringify({ rows: 1 }) });
  });

  it("is 404 for an unknown id and 403 for a viewer", async () => {
    const p = await saveResponse();
    expect((await withCookie((await signInAs("admin")).cookie, `/api/admin/responses/${crypto.randomUUID()}/data`)).status).toBe(404);
    expect((await withCookie((await signInAs("viewer")).cookie, `/api/admin/responses/${p.id}/data`)).status).toBe(403);
  });
});

describe("DELETE /api/admin/responses/:id (erasure)", () => {
  it("refuses without the person's name typed right (400 naming confirmName), and viewers (403); nothing is erased", async () => {
    const p = await saveResponse({ name: "Eve Keep" });
    const admin = await signInAs("admin");
    const wrong = await erase(admin.cookie, p.id, "Eve Kept");
    expect(wrong.status).toBe(400);
    expect(await json<ApiError>(wrong)).toEqual({
      error: "The name does not match",
      issues: [{ path: "confirmName", message: "Type the person's name exactly as it is stored" }],
    });
    const missing = await sendJson(admin.cookie, "DELETE", `/api/admin/responses/${p.id}`, {}, ORIGIN);
    expect(missing.status).toBe(400);
    expect(await json<ApiError>(missing)).toMatchObject({ issues: [{ path: "confirmName" }] });
    expect((await erase((await signInAs("viewer")).cookie, p.id, "Eve Keep")).status).toBe(403);
    expect(
      (
        await sendJson(
          admin.cookie,
          "DELETE",
          `/api/admin/responses/${p.id}`,
          { confirmName: "Eve Keep" },
          { Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await withCookie(admin.cookie, `/api/admin/responses/${p.id}`)).status).toBe(200);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM erased_responses WHERE id = ?").bind(p.id).first("n")).toBe(0);
  });

  it("deletes the row, keeps a bare tombstone, redacts the audit, and the person is gone from every view", async () => {
    const owner = await signIn();
    const team = await createTeam(owner, "Erasure Team");
    const name = `Grace Erasable ${crypto.randomUUID().slice(0, 6)}`;
    const p = await addMember(owner, team.id, { name, email: "grace.erasable@example.org", demographicData: { religion: "Quaker" } });
    await patchJson(owner, `/api/admin/responses/${p.id}`, { phoneNumber: "+44 20 7946 0000" }, ORIGIN);
    const link = await json<SponsorLinkCreated>(await sendJson(owner, "POST", `/api/admin/teams/${team.id}/sponsor-links`, {}, ORIGIN));
    const statsBefore = await json<AdminStats>(await withCookie(owner, "/api/admin/stats"));

    // Case and spacing do not matter; the name does.
    const res = await erase(owner, p.id, `  ${name.toUpperCase()}  `);
    expect(res.status).toBe(204);

    for (const path of [`/api/admin/responses/${p.id}`, `/api/admin/responses/${p.id}/data`, `/api/admin/responses/${p.id}/team`]) {
      expect((await withCookie(owner, path)).status, path).toBe(404);
    }
    expect((await patchJson(owner, `/api/admin/responses/${p.id}`, { name: "Back" }, ORIGIN)).status).toBe(404);
    expect((await erase(owner, p.id, name)).status).toBe(404);
    const search = await json<ResponseList>(await withCookie(owner, `/api/admin/responses?search=${encodeURIComponent("grace erasable")}`));
    expect(search.items).toEqual([]);
    const statsAfter = await json<AdminStats>(await withCookie(owner, "/api/admin/stats"));
    expect(statsAfter.total).toBe(statsBefore.total - 1);
    expect(statsAfter.completed).toBe(statsBefore.completed - 1);
    expect(await (await withCookie(owner, "/api/admin/export.csv")).text()).not.toContain("grace.erasable@example.org");
    expect(await (await withCookie(owner, `/api/admin/teams/${team.id}/export.csv`)).text()).not.toContain("grace.erasable@example.org");
    const detail = await json<TeamDetail>(await withCookie(owner, `/api/admin/teams/${team.id}`));
    expect(detail.members.map((m) => m.id)).not.toContain(p.id);
    const report = await json<SponsorReport>(await call(`/api/report/${new URL(link.url).pathname.split("/").pop()}`));
    expect(report.members.map((m) => m.name)).not.toContain(name);

    // The tombstone is the bare id and a time; the audit keeps that something happened, not to whom.
    expect(await env.DB.prepare("SELECT * FROM erased_responses WHERE id = ?").bind(p.id).first()).toEqual({
      id: p.id,
      erased_at: expect.any(Number),
    });
    const entries = (await env.DB.prepare("SELECT action, detail, redacted FROM audit_log WHERE target = ? ORDER BY id").bind(p.id).all())
      .results;
    expect(entries).toEqual([
      { action: "response.edit", detail: '{"field":"teamId","redacted":true}', redacted: 1 },
      { action: "response.edit", detail: '{"field":"phoneNumber","redacted":true}', redacted: 1 },
      { action: "response.erase", detail: null, redacted: 0 },
    ]);
    const wholeLog = JSON.stringify((await env.DB.prepare("SELECT * FROM audit_log").all()).results);
    for (const personal of [name, "grace.erasable@example.org", "+44 20 7946 0000", "+1 555 0100", "Quaker"])
      expect(wholeLog).not.toContain(personal);
  });

  it("a device's late save of an erased person answers 410 and does not bring them back", async () => {
    const p = await saveResponse({ name: "Late Saver" });
    const admin = await signInAs("admin");
    expect((await erase(admin.cookie, p.id, "Late Saver")).status).toBe(204);
    for (const [path, isCompleted] of [
      ["/api/assessment/partial", false],
      ["/api/assessment", true],
    ] as const) {
      const late = await postJson(path, { ...p, revision: 2, isCompleted, step: isCompleted ? "final" : "intake-complete" });
      expect(late.status, path).toBe(410);
      expect(await json<ApiError>(late)).toEqual({
        error: "This response was erased",
        issues: [{ path: "id", message: "The respondent's data was erased at their request" }],
      });
    }
    // Even a save with another token cannot take the id: it is not 403, it is gone.
    expect((await postJson("/api/assessment/partial", { ...p, revision: 9, writeToken: "x".repeat(40) })).status).toBe(410);
    // A batch (the outbox) and an admin's import of a kiosk file answer 410 in the erased id's slot alone.
    const other = { ...p, id: crypto.randomUUID(), revision: 1 };
    const batch = await postJson("/api/assessment/batch", { saves: [{ ...p, revision: 3 }, other] });
    expect(batch.status).toBe(200);
    expect((await json<BatchAnswer>(batch)).results).toEqual([
      {
        id: p.id,
        status: 410,
        error: "This response was erased",
        issues: [{ path: "id", message: "The respondent's data was erased at their request" }],
      },
      { id: other.id, revision: 1, isCompleted: false },
    ]);
    // A kiosk file carries the token's SHA-256 in its place (docs/decisions/031).
    const { writeToken, ...filed } = { ...p, revision: 4 };
    const imported = await sendJson(
      admin.cookie,
      "POST",
      "/api/admin/import",
      { saves: [{ ...filed, writeTokenHash: await sha256Hex(writeToken) }] },
      ORIGIN,
    );
    expect((await json<ImportAnswer>(imported)).results).toEqual([expect.objectContaining({ id: p.id, status: 410, outcome: "refused" })]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE id = ?").bind(p.id).first("n")).toBe(0);
    // Other saves are untouched by the tombstones.
    expect((await postJson("/api/assessment/partial", { ...p, id: crypto.randomUUID() })).status).toBe(200);
  });
});
