import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TITLES } from "../../schema/constants";
import { saveResponse } from "../test/admin";
import { searchTextOf } from "./search-text";

// Search finds the type as the list shows it (decision 011): migration 0007 rewrites the search text of existing rows into today's shape.
const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_search_text_shows_type.sql"));

async function runMigration(): Promise<void> {
  if (!migration) throw new Error("migration *_search_text_shows_type.sql not found");
  for (const query of migration.queries) await env.DB.prepare(query).run();
}

type Parts = { intrinsicAttraction: string | null; extrinsicPursuer: string | null } | null;

/** The search text as every Worker before decision 011 wrote it: six fields joined by U+001F. */
const oldSearchText = (r: { name: string; email: string; jobTitle: string; companyWebsite: string | null }, t: Parts) =>
  [r.name, r.email, r.jobTitle, r.companyWebsite ?? "", t?.intrinsicAttraction ?? "", t?.extrinsicPursuer ?? ""]
    .join("\u001f")
    .toLowerCase();

/** A stored row as an older Worker (and a later migration setting type parts to null, "Pending") left it. */
async function storedRow(
  r: { name: string; email: string; jobTitle: string; companyWebsite: string | null },
  finalType: Parts,
  overridden = false,
) {
  const p = await saveResponse();
  await env.DB.prepare(
    "UPDATE assessment_responses SET name = ?, email = ?, job_title = ?, company_website = ?, final_type = ?, final_type_overridden = ?, search_text = ? WHERE id = ?",
  )
    .bind(
      r.name,
      r.email,
      r.jobTitle,
      r.companyWebsite,
      finalType === null ? null : JSON.stringify(finalType),
      overridden ? 1 : 0,
      oldSearchText(r, finalType),
      p.id,
    )
    .run();
  return p.id;
}

const searchTextIn = async (id: string) =>
  (await env.DB.prepare("SELECT search_text AS s FROM assessment_responses WHERE id = ?").bind(id).first<{ s: string }>())!.s;

const person = { name: "ZOË Ærø", email: "Zoe@Example.COM", jobTitle: "Head of Ünits", companyWebsite: "https://zoë.example" };

describe("migration *_search_text_shows_type", () => {
  it("derives the type part from final_type as it is now, a null part empty, keeping the own fields' Unicode lower case", async () => {
    const cases: Parts[] = [
      { intrinsicAttraction: "Energizer", extrinsicPursuer: "Controller" },
      { intrinsicAttraction: null, extrinsicPursuer: "Controller" },
      { intrinsicAttraction: "Driver", extrinsicPursuer: null },
      { intrinsicAttraction: null, extrinsicPursuer: null },
      null,
    ];
    const ids = [];
    for (const t of cases) ids.push(await storedRow({ ...person, companyWebsite: t ? person.companyWebsite : null }, t));
    await runMigration();
    const own = "zoë ærø\u001fzoe@example.com\u001fhead of ünits\u001f";
    expect(await Promise.all(ids.map(searchTextIn))).toEqual([
      `${own}https://zoë.example\u001fenergizer / controller`,
      `${own}https://zoë.example\u001f / controller`,
      `${own}https://zoë.example\u001fdriver / `,
      `${own}https://zoë.example\u001f`,
      `${own}\u001f`,
    ]);
  });

  it("writes what the Worker writes for any name and computed type, and a second run changes nothing", async () => {
    const part = (titles: Record<string, string>) => fc.option(fc.constantFrom(...Object.values(titles)), { nil: null });
    const samples = fc.sample(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" }),
        email: fc.emailAddress(),
        jobTitle: fc.string({ minLength: 1, maxLength: 20 }),
        companyWebsite: fc.option(fc.webUrl(), { nil: null }),
        finalType: fc.option(fc.record({ intrinsicAttraction: part(TITLES.attraction), extrinsicPursuer: part(TITLES.pursuer) }), {
          nil: null,
        }),
      }),
      { numRuns: 40, seed: 611 },
    );
    const rows = [];
    for (const s of samples)
      rows.push({ id: await storedRow(s, s.finalType), expected: searchTextOf(s, s.finalType as Parameters<typeof searchTextOf>[1]) });
    await runMigration();
    for (const r of rows) expect(await searchTextIn(r.id)).toBe(r.expected);
    await runMigration();
    for (const r of rows) expect(await searchTextIn(r.id)).toBe(r.expected);
  });

  it("rebuilds the own fields from the columns when the stored text was not written by the Worker", async () => {
    const id = await storedRow(
      { name: "Ada King", email: "Ada@Example.org", jobTitle: "Countess", companyWebsite: null },
      { intrinsicAttraction: "Harmonizer", extrinsicPursuer: "Supporter" },
    );
    await env.DB.prepare("UPDATE assessment_responses SET search_text = '' WHERE id = ?").bind(id).run();
    await runMigration();
    expect(await searchTextIn(id)).toBe("ada king\u001fada@example.org\u001fcountess\u001f\u001fharmonizer / supporter");
  });

  it("lower-cases an admin's type in ASCII only (SQLite's lower), as its comment says", async () => {
    const id = await storedRow(person, { intrinsicAttraction: "ÉNERGISEUR", extrinsicPursuer: "Leader" }, true);
    await runMigration();
    expect((await searchTextIn(id)).endsWith("\u001fÉnergiseur / leader")).toBe(true);
  });
});
