import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ResponseList, ResponseRecord } from "../../schema/records/admin";
import { patchJson, saveResponse, signIn, withCookie } from "../test/admin";
import { postJson } from "../test/call";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

async function search(text: string): Promise<Response> {
  return withCookie(cookie, `/api/admin/responses?${new URLSearchParams({ search: text, limit: "200" })}`);
}

async function found(text: string): Promise<string[]> {
  const res = await search(text);
  expect(res.status, JSON.stringify(text)).toBe(200);
  return ((await res.json()) as ResponseList).items.map((r) => r.id);
}

const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

// Decision 011: D1 caps a LIKE pattern at 50 bytes, so these answered 500 "LIKE or GLOB pattern too complex".
describe("search accepts anything the validator accepts (up to 200 characters)", () => {
  it("finds a long email typed in full, in any case", async () => {
    const m = marker();
    const email = `${m}.someone.with-a-rather-long-name@department.example-company.co.uk`;
    const p = await saveResponse({ email });
    expect(email.length).toBeGreaterThan(60);
    expect(await found(email.toUpperCase())).toEqual([p.id]);
  });

  it("finds a long CJK name and a long run of literal % _ \\ and quotes", async () => {
    const m = marker();
    const cjk = `${m}山田太郎株式会社東京本社営業部第一課長代理補佐`;
    const symbols = `${m}${"%_\\'\"".repeat(12)}`;
    const a = await saveResponse({ name: cjk });
    const b = await saveResponse({ jobTitle: symbols });
    expect(await found(cjk)).toEqual([a.id]);
    expect(await found(symbols)).toEqual([b.id]);
    expect(await found("%".repeat(200))).toEqual([]);
  });

  it("answers 200 for the worst 200-character inputs", async () => {
    const inputs = [
      "x".repeat(200),
      "%".repeat(200),
      "_".repeat(200),
      "\\".repeat(200),
      "'".repeat(200),
      '"'.repeat(200),
      "界".repeat(200),
      "😀".repeat(100),
      "\u0000".repeat(200),
      "a\u0000b",
    ];
    for (const text of inputs) expect(await found(text)).toEqual([]);
  });

  it("answers 200 for generated search texts of any length up to the limit", async () => {
    const texts = fc.sample(
      fc.string({ unit: fc.constantFrom("%", "_", "\\", "'", '"', "界", "😀", "a", "Ä", " ", "\u0000"), minLength: 20, maxLength: 100 }),
      {
        numRuns: 60,
        seed: 11,
      },
    );
    for (const text of texts) {
      const res = await search(text);
      expect(res.status, JSON.stringify(text)).toBe(200);
      await res.body?.cancel();
    }
  });
});

// Decision 011: the list shows "Energizer / Controller"; searching that found nothing.
describe("search finds the assigned type as the list shows it", () => {
  const typed = (m: string) =>
    saveResponse({
      jobTitle: `Typed ${m}`,
      pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 }, pursuerRanking: { yellow: 3, blue: 2, red: 1 } },
    });

  it("finds 'Energizer / Controller' and not another pair", async () => {
    const m = marker();
    const p = await typed(m);
    const record = await (await withCookie(cookie, `/api/admin/responses/${p.id}`)).json<ResponseRecord>();
    expect(record.finalType).toEqual({ intrinsicAttraction: "Energizer", extrinsicPursuer: "Controller" });
    // As web/admin/format/assigned-type.ts shows it in the list.
    expect(await found("Energizer / Controller")).toContain(p.id);
    expect(await found(`${m} `)).toEqual([p.id]);
    expect(await found("Energizer / Influencer")).not.toContain(p.id);
  });

  it("keeps an admin's type with non-ASCII capitals findable through the respondent's later saves", async () => {
    const m = marker();
    const p = await typed(m);
    const type = { intrinsicAttraction: "Énergiseur", extrinsicPursuer: `Ölçer ${m}` };
    expect((await patchJson(cookie, `/api/admin/responses/${p.id}`, { finalType: type })).status).toBe(200);
    expect(await found(`ÉNERGISEUR / ölçer ${m}`)).toEqual([p.id]);
    const later = {
      ...p,
      revision: 2,
      name: `Renamed ${m}`,
      step: "assessment-attraction-yellow-complete",
      attractionResponses: { yellow: { "1": 2 } },
    };
    expect((await postJson("/api/assessment/partial", later)).status).toBe(200);
    expect(await found(`énergiseur / Ölçer ${m}`)).toEqual([p.id]);
    expect(await found(`renamed ${m}`)).toEqual([p.id]);
  });
});
