import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SAVES, type BatchAnswer, type ImportAnswer } from "../../schema/save/batch";
import { CREATION_LIMIT } from "../../schema/rate-limit";
import { signIn, signInAs, withCookie } from "../test/admin";
import { call, postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";
import { sha256Hex } from "../db/hash";

const rows = (ids: string[]) =>
  env.DB.prepare(`SELECT id, revision, name FROM assessment_responses WHERE id IN (${ids.map(() => "?").join(",")}) ORDER BY name`)
    .bind(...ids)
    .all();
const postImport = (cookie: string, saves: unknown[], headers: Record<string, string> = {}) =>
  withCookie(cookie, "/api/admin/import", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost", ...headers },
    body: JSON.stringify({ saves }),
  });
/** A save as a kiosk file carries it (docs/decisions/031): the writeToken's SHA-256 in the token's place. */
async function asFiled(save: object) {
  if (!("writeToken" in save) || typeof save.writeToken !== "string") return save;
  const { writeToken, ...rest } = save;
  return { ...rest, writeTokenHash: await sha256Hex(writeToken) };
}
const importSaves = async (cookie: string, saves: object[], headers: Record<string, string> = {}) =>
  postImport(cookie, await Promise.all(saves.map(asFiled)), headers);
const outcomes = async (res: Response) => ((await res.json()) as ImportAnswer).results.map((r) => r.outcome);

describe("POST /api/admin/import (a kiosk's export file, docs/offline.md#sync-at-the-speed-of-the-link)", () => {
  it("needs an admin session", async () => {
    const res = await call("/api/admin/import", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ saves: [validPayload()] }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Authentication required" });
  });

  it("refuses another site's page with 403", async () => {
    const res = await importSaves(await signIn(), [validPayload()], { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("is refused to a viewer (403, nothing stored) and recorded in the audit log for an admin, with its counts", async () => {
    const viewer = await signInAs("viewer");
    const p = validPayload({ name: "Viewer Import" });
    expect((await importSaves(viewer.cookie, [p])).status).toBe(403);
    expect((await rows([p.id])).results).toEqual([]);
    const admin = await signInAs("admin");
    expect(await outcomes(await importSaves(admin.cookie, [p, { ...p, email: "nope" }]))).toEqual(["new", "refused"]);
    const entry = await env.DB.prepare(
      "SELECT actor, action, detail FROM audit_log WHERE action = 'responses.import' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(entry).toEqual({
      actor: admin.email,
      action: "responses.import",
      detail: JSON.stringify({ new: 1, updated: 0, unchanged: 0, refused: 1 }),
    });
  });

  it("applies each save as the batch endpoint does and tells new, updated, unchanged and refused apart; twice changes nothing", async () => {
    const cookie = await signIn();
    const [a, b, c] = [validPayload({ name: "A", isCompleted: true }), validPayload({ name: "B" }), validPayload({ name: "C" })];
    await postJson("/api/assessment/partial", { ...b!, revision: 1 });
    await postJson("/api/assessment/partial", { ...c!, revision: 3 });
    const file = [
      a,
      { ...b, revision: 2, name: "B2" },
      { ...c, revision: 2 },
      { ...validPayload(), email: "nope" },
      { ...c, revision: 9, writeToken: "x".repeat(40) },
    ];

    const first = await importSaves(cookie, file);
    expect(first.status).toBe(200);
    const body = (await first.json()) as ImportAnswer;
    expect(body.results.map((r) => r.outcome)).toEqual(["new", "updated", "unchanged", "refused", "refused"]);
    expect(body.results[0]).toEqual({ id: a!.id, revision: 1, isCompleted: true, outcome: "new" });
    expect(body.results[3]).toMatchObject({ status: 400, issues: [{ path: "email" }] });
    expect(body.results[4]).toMatchObject({ status: 403 });
    const stored = (await rows([a!.id, b!.id, c!.id])).results;
    expect(stored.map((r) => [r.name, r.revision])).toEqual([
      ["A", 1],
      ["B2", 2],
      ["C", 3],
    ]);

    expect(await outcomes(await importSaves(cookie, file))).toEqual(["unchanged", "unchanged", "unchanged", "refused", "refused"]);
    expect((await rows([a!.id, b!.id, c!.id])).results).toEqual(stored);
    // The tablet uploading the same saves itself later changes nothing either.
    const late = (await (await postJson("/api/assessment/batch", { saves: file.slice(0, 3) })).json()) as BatchAnswer;
    expect(late.results).toEqual([
      { id: a!.id, revision: 1, isCompleted: true },
      { id: b!.id, revision: 2, isCompleted: false },
      { id: c!.id, revision: 3, isCompleted: false },
    ]);
    expect((await rows([a!.id, b!.id, c!.id])).results).toEqual(stored);
  });

  it("is not held back by the creation limit of the admin's address (an event's worth of respondents)", async () => {
    const client = "10.77.0.1";
    // Use up the address's creations through the public endpoint first.
    let refused = false;
    for (let round = 0; !refused && round < (2 * CREATION_LIMIT.limit) / MAX_BATCH_SAVES + 1; round++) {
      const res = await postJson(
        "/api/assessment/batch",
        { saves: Array.from({ length: MAX_BATCH_SAVES }, () => validPayload()) },
        { "CF-Connecting-IP": client },
      );
      refused = ((await res.json()) as BatchAnswer).results.some((r) => "error" in r);
    }
    expect(refused).toBe(true);
    const res = await importSaves(
      await signIn(),
      Array.from({ length: MAX_BATCH_SAVES }, () => validPayload()),
      { "CF-Connecting-IP": client },
    );
    expect(await outcomes(res)).toEqual(Array(MAX_BATCH_SAVES).fill("new"));
  });

  it("takes the writeToken's SHA-256, never the token: a save carrying the token is refused, a hash of another token is 403", async () => {
    const cookie = await signIn();
    const p = validPayload({ name: "Hashed", isCompleted: true });
    const withToken = (await (await postImport(cookie, [p])).json()) as ImportAnswer;
    expect(withToken.results).toEqual([
      {
        id: p.id,
        status: 400,
        error: "Invalid save",
        issues: [{ path: "writeTokenHash", message: "writeTokenHash is required (the writeToken's SHA-256 in hex)" }],
        outcome: "refused",
      },
    ]);
    const { writeToken: _token, ...rest } = p;
    const badHash = (await (await postImport(cookie, [{ ...rest, writeTokenHash: "NOT-HEX" }])).json()) as ImportAnswer;
    expect(badHash.results[0]).toMatchObject({ status: 400, issues: [{ path: "writeTokenHash" }] });
    expect((await rows([p.id])).results).toEqual([]);

    expect(await outcomes(await importSaves(cookie, [p]))).toEqual(["new"]);
    const other = { ...rest, revision: 2, name: "Mallory", writeTokenHash: await sha256Hex("x".repeat(40)) };
    const refused = (await (await postImport(cookie, [other])).json()) as ImportAnswer;
    expect(refused.results[0]).toMatchObject({ status: 403, outcome: "refused" });
    // The device's own upload with its token meets the same stored hash: one record, unchanged.
    const late = (await (await postJson("/api/assessment/batch", { saves: [p] })).json()) as BatchAnswer;
    expect(late.results).toEqual([{ id: p.id, revision: 1, isCompleted: true }]);
    expect((await rows([p.id])).results).toMatchObject([{ name: "Hashed", revision: 1 }]);
  });

  it("refuses a malformed envelope with 400 naming saves", async () => {
    const res = await withCookie(await signIn(), "/api/admin/import", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "saves" }] });
  });
});
