import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BatchAnswer, ImportAnswer } from "../../schema/save/batch";
import type { SavePayload } from "../../schema/save/payload";
import { allCultureAnswers, validPayload } from "../../schema/save/sample-payload";
import { signInAs, withCookie } from "../test/admin";
import { postJson } from "../test/call";
import { sha256Hex } from "../db/hash";

// docs/languages.md#stored-and-shown: every save stores the payload's language; the last save's wins, a
// save without one leaves it (decision 051). The same statement serves the single endpoints, the batch
// and the admin's import, so each is driven here.

const stored = async (id: string) =>
  (await env.DB.prepare("SELECT language FROM assessment_responses WHERE id = ?").bind(id).first<{ language: string | null }>())?.language;
const whole = (id: string) => env.DB.prepare("SELECT * FROM assessment_responses WHERE id = ?").bind(id).first();

const partial = (p: SavePayload) => postJson("/api/assessment/partial", p);
const final = (p: SavePayload) => postJson("/api/assessment", p);
const batch = async (saves: SavePayload[]) => ((await (await postJson("/api/assessment/batch", { saves })).json()) as BatchAnswer).results;

/** A manager's final save: every answer given. */
const finalOf = (p: SavePayload, overrides: Partial<SavePayload> = {}): SavePayload => ({
  ...p,
  revision: p.revision + 1,
  step: "final",
  isCompleted: true,
  cultureCompatibilityResponses: allCultureAnswers(),
  ...overrides,
});

describe("the single endpoints store the language", () => {
  it("a first save (the creating upsert) stores it, and a later partial's language wins", async () => {
    const p = validPayload({ language: "es" });
    expect((await partial(p)).status).toBe(200);
    expect(await stored(p.id)).toBe("es");
    expect((await partial({ ...p, revision: 2, language: "ar" })).status).toBe(200);
    expect(await stored(p.id)).toBe("ar");
  });

  it("a save without a language leaves the stored one as it is; a first save without one stores null", async () => {
    const p = validPayload({ language: "ar" });
    await partial(p);
    const { language: _, ...withoutLanguage } = p;
    expect((await partial({ ...withoutLanguage, revision: 2, name: "Grace B. Hopper" })).status).toBe(200);
    expect(await stored(p.id)).toBe("ar");

    const older = validPayload();
    expect(older.language).toBeUndefined();
    await partial(older);
    expect(await stored(older.id)).toBeNull();
    await partial({ ...older, revision: 2, language: "en" });
    expect(await stored(older.id)).toBe("en");
  });

  it("the final save stores its language, also when it creates the response", async () => {
    const p = validPayload({ language: "en" });
    await partial(p);
    expect((await final(finalOf(p, { language: "es" }))).status).toBe(200);
    expect(await stored(p.id)).toBe("es");

    const direct = finalOf(validPayload({ language: "ar" }));
    expect((await final(direct)).status).toBe(200);
    expect(await stored(direct.id)).toBe("ar");
  });

  it("a stale save's language changes nothing", async () => {
    const p = validPayload({ revision: 5, language: "es" });
    await partial(p);
    expect(await (await partial({ ...p, revision: 4, language: "ar" })).json()).toEqual({ id: p.id, revision: 5, isCompleted: false });
    expect(await stored(p.id)).toBe("es");
  });
});

describe("a completed response is final: the language is no part of what an identical resend compares", () => {
  it("answers a resend 200 with the same, another or no language, and writes nothing", async () => {
    const p = validPayload({ language: "es" });
    await partial(p);
    const done = finalOf(p, { language: "es" });
    expect((await final(done)).status).toBe(200);
    const before = await whole(p.id);
    const { language: _, ...withoutLanguage } = done;
    // A lost acknowledgement: the device resends the same final save, maybe after the respondent switched
    // the language on the completion screen, or from an app version that sent none.
    for (const resend of [
      done,
      { ...done, language: "ar" as const },
      withoutLanguage,
      { ...done, revision: done.revision + 1, language: "en" as const },
    ]) {
      const res = await final(resend);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: p.id, revision: resend.revision, isCompleted: true });
    }
    expect(await whole(p.id)).toEqual(before);
    expect(await stored(p.id)).toBe("es");
  });

  it("a resend that changes an answer is still a 409, whatever its language", async () => {
    const p = validPayload({ language: "es" });
    await partial(p);
    const done = finalOf(p, { language: "es" });
    await final(done);
    const res = await final({ ...done, language: "ar", name: "Mallory" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ issues: [{ path: "name" }] });
    expect(await stored(p.id)).toBe("es");
  });
});

describe("the batch stores the language, in order", () => {
  it("creates and updates with each save's language; the last save in the batch wins", async () => {
    const a = validPayload({ language: "ar" });
    const b = validPayload({ language: "es" });
    const { language: _, ...bWithout } = b;
    const results = await batch([
      a,
      b,
      { ...a, revision: 2, language: "es" },
      { ...bWithout, revision: 2 },
      finalOf({ ...a, revision: 2 }, { language: "en" }),
    ]);
    expect(results.every((r) => !("error" in r))).toBe(true);
    expect(await stored(a.id)).toBe("en");
    expect(await stored(b.id)).toBe("es");
  });

  it("answers a final resend in another language 200 in its slot and keeps the stored language", async () => {
    const p = validPayload({ language: "ar" });
    const done = finalOf(p, { language: "ar" });
    await batch([p, done]);
    const before = await whole(p.id);
    expect(await batch([{ ...done, language: "es" }])).toEqual([{ id: p.id, revision: done.revision, isCompleted: true }]);
    expect(await whole(p.id)).toEqual(before);
  });
});

describe("the admin's import of a kiosk file stores the language", () => {
  it("as the batch does", async () => {
    const admin = await signInAs("admin");
    const { writeToken, ...save } = validPayload({ language: "es" });
    const res = await withCookie(admin.cookie, "/api/admin/import", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ saves: [{ ...save, writeTokenHash: await sha256Hex(writeToken) }] }),
    });
    expect(((await res.json()) as ImportAnswer).results.map((r) => r.outcome)).toEqual(["new"]);
    expect(await stored(save.id)).toBe("es");
  });
});

describe("an unknown language is a 400 naming the field", () => {
  it("on the single endpoint and in a batch's slot", async () => {
    const p = { ...validPayload(), language: "fr" };
    const res = await postJson("/api/assessment/partial", p);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "language" }] });
    const [slot] = ((await (await postJson("/api/assessment/batch", { saves: [p] })).json()) as BatchAnswer).results;
    expect(slot).toMatchObject({ id: p.id, status: 400, issues: [{ path: "language" }] });
    expect(await stored(p.id)).toBeUndefined();
  });
});
