import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../schema/export/csv";
import { CSV_BOM, EXPORT_HEADERS } from "../../schema/export/export-columns";
import { exportCsvStream } from "./responses-csv-stream";
import { saveResponse, setCompletedAt, signIn, withCookie } from "../test/admin";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

// Response.text() drops a leading byte order mark, as spreadsheets do.
const rowsOf = (text: string) => readCsv(text.startsWith(CSV_BOM) ? text.slice(1) : text).map((r) => r.fields);
const total = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>())!.n;

describe("GET /api/admin/export.csv", () => {
  it("streams a UTF-8 CSV attachment with the spec's file name, the row count and the 33 columns", async () => {
    const p = await saveResponse({ isCompleted: true, step: "final", completionTimeSeconds: "312" });
    const res = await withCookie(cookie, "/api/admin/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="assessment-responses-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const count = await total();
    expect(res.headers.get("x-row-count")).toBe(String(count));

    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = rowsOf(text);
    expect(rows[0]).toEqual([...EXPORT_HEADERS]);
    expect(rows[0]).toHaveLength(33);
    expect(rows).toHaveLength(count + 1);
    const row = rows.find((r) => r[0] === p.id)!;
    const at = (h: string) => row[EXPORT_HEADERS.indexOf(h)];
    expect(at("Name")).toBe("Grace Hopper");
    expect(at("Phone Number")).toBe("'+1 555 0100");
    expect(at("Is Completed")).toBe("Yes");
    expect(at("Completion Time (seconds)")).toBe("312");
    // Neither a ranking nor a statement: no type yet, so the type cells are empty (docs/admin.md).
    expect([at("Intrinsic Attraction Type"), at("Extrinsic Pursuer Type")]).toEqual(["", ""]);

    const typed = await saveResponse({ step: "assessment-attraction-red-complete", attractionResponses: { red: { "1": 2 } } });
    const typedRow = rowsOf(await (await withCookie(cookie, "/api/admin/export.csv")).text()).find((r) => r[0] === typed.id)!;
    expect([
      typedRow[EXPORT_HEADERS.indexOf("Intrinsic Attraction Type")],
      typedRow[EXPORT_HEADERS.indexOf("Extrinsic Pursuer Type")],
    ]).toEqual(["Driver", ""]);
  });

  it("quotes and neutralises hostile values so each record stays one row of plain text", async () => {
    const hostile = await saveResponse({
      name: '=HYPERLINK("http://evil.example","Click"), "Boss"\nSecond line',
      jobTitle: "@SUM(A1:A9)",
      companyWebsite: "-2+3, or =1",
      phoneNumber: "+44 20 7946 0000",
      demographicData: { religion: 'Zoë, 山田 "quoted" 🎉', birthLocation: { city: "=cmd" } },
    });
    const rows = rowsOf(await (await withCookie(cookie, "/api/admin/export.csv")).text());
    for (const r of rows) expect(r).toHaveLength(33);
    const row = rows.find((r) => r[0] === hostile.id)!;
    const at = (h: string) => row[EXPORT_HEADERS.indexOf(h)];
    expect(at("Name")).toBe(`'=HYPERLINK("http://evil.example","Click"), "Boss"\nSecond line`);
    expect(at("Job Title")).toBe("'@SUM(A1:A9)");
    expect(at("Company Website")).toBe("'-2+3, or =1");
    expect(at("Phone Number")).toBe("'+44 20 7946 0000");
    expect(at("Has Demographic Data")).toBe("Yes");
    expect(JSON.parse(at("Demographic Data (JSON)")!)).toEqual({ religion: 'Zoë, 山田 "quoted" 🎉', birthLocation: { city: "=cmd" } });
  });

  it("pages by keyset newest first, every row exactly once across page boundaries", async () => {
    const base = Date.now() + 3_600_000;
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push(await saveResponse({ jobTitle: `Export order ${i}` }));
    // Two rows share an instant; the id breaks the tie like the list does.
    for (const [i, p] of saved.entries()) await setCompletedAt(p.id, i < 2 ? base : base + i * 1000);

    const text = await new Response(exportCsvStream(env.DB, 2)).text();
    const ids = rowsOf(text)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(await total());
    expect(new Set(ids).size).toBe(ids.length);
    const expected = saved
      .map((p, i) => ({ id: p.id, at: i < 2 ? base : base + i * 1000 }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(ids.slice(0, 5)).toEqual(expected);
    const dates = rowsOf(text)
      .slice(1)
      .map((r) => Date.parse(r[EXPORT_HEADERS.indexOf("Date Completed (ISO)")]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
