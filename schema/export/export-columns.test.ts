import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import {
  CSV_BOM,
  EXPORT_HEADERS,
  answeredCount,
  answeredCountsOfJson,
  csvField,
  csvLine,
  exportCells,
  exportFileName,
  exportHeaderLine,
  exportRows,
  hasDemographics,
  type ExportSource,
} from "./export-columns";

const SPEC_HEADERS = [
  "ID",
  "Name",
  "Email",
  "Phone Number",
  "Job Title",
  "Company Website",
  "LinkedIn Profile",
  "User Flow",
  "Completion Time (seconds)",
  "Date Completed (ISO)",
  "Is Completed",
  "Attraction Yellow Rank",
  "Attraction Blue Rank",
  "Attraction Red Rank",
  "Pursuer Yellow Rank",
  "Pursuer Blue Rank",
  "Pursuer Red Rank",
  "Attraction Yellow Responses",
  "Attraction Blue Responses",
  "Attraction Red Responses",
  "Pursuer Yellow Responses",
  "Pursuer Blue Responses",
  "Pursuer Red Responses",
  "Attraction Responses (JSON)",
  "Pursuer Responses (JSON)",
  "Intrinsic Attraction Type",
  "Extrinsic Pursuer Type",
  "Culture Rabbit Score",
  "Culture Dog Score",
  "Culture Cat Score",
  "Culture Compatibility Responses",
  "Has Demographic Data",
  "Demographic Data (JSON)",
];

type Docs = {
  pageRankings: unknown;
  attractionResponses: unknown;
  pursuerResponses: unknown;
  finalType: unknown;
  cultureCompatibilityScores: unknown;
  cultureCompatibilityResponses: unknown;
  demographicData: unknown;
};

/** A stored row: the JSON documents as the save path writes them (JSON.stringify). */
function record(overrides: Partial<Omit<ExportSource, keyof Docs | `${keyof Docs}Json`>> = {}, docs: Partial<Docs> = {}): ExportSource {
  const d: Docs = {
    pageRankings: { attractionRanking: { yellow: 2, blue: 1, red: 4 }, pursuerRanking: { yellow: 1, blue: 2, red: 3 } },
    attractionResponses: { yellow: { "1": 2, "2": 0, "3": 1 }, blue: { "1": 1 }, red: {} },
    pursuerResponses: { yellow: { "1": 0 } },
    finalType: { intrinsicAttraction: "Harmonizer", extrinsicPursuer: "Influencer" },
    cultureCompatibilityScores: { rabbit: 3, dog: 0, cat: 12 },
    cultureCompatibilityResponses: { "rabbit-a1": 9 },
    demographicData: { birthYear: "1990", currentLocation: { city: "Lisbon" } },
    ...docs,
  };
  const text = (v: unknown) => (v === null ? null : JSON.stringify(v));
  return {
    id: "7d9f6c1e-0000-4000-8000-000000000001",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phoneNumber: null,
    jobTitle: "Analyst",
    companyWebsite: "https://example.com",
    linkedinProfile: "https://linkedin.com/in/ada",
    userFlow: "manager",
    completionTimeSeconds: "312",
    completedAtMs: Date.parse("2026-11-20T10:00:00.000Z"),
    isCompleted: true,
    pageRankingsJson: text(d.pageRankings),
    attractionResponsesJson: JSON.stringify(d.attractionResponses),
    pursuerResponsesJson: JSON.stringify(d.pursuerResponses),
    finalTypeJson: text(d.finalType),
    cultureCompatibilityScoresJson: text(d.cultureCompatibilityScores),
    cultureCompatibilityResponsesJson: text(d.cultureCompatibilityResponses),
    demographicDataJson: text(d.demographicData),
    ...overrides,
  };
}

/** Reads our CSV back the way a spreadsheet would: BOM stripped, RFC 4180 fields. */
const parse = (text: string) => readCsv(text.startsWith(CSV_BOM) ? text.slice(1) : text).map((r) => r.fields);

describe("export columns", () => {
  it("are the 33 columns of docs/product.md#constants in order", () => {
    expect(EXPORT_HEADERS).toEqual(SPEC_HEADERS);
    expect(parse(exportHeaderLine())).toEqual([SPEC_HEADERS]);
  });

  it("write every cell of a full record", () => {
    expect(exportCells(record()).map((c) => (c === null || c === undefined ? "" : String(c)))).toEqual([
      "7d9f6c1e-0000-4000-8000-000000000001",
      "Ada Lovelace",
      "ada@example.com",
      "",
      "Analyst",
      "https://example.com",
      "https://linkedin.com/in/ada",
      "manager",
      "312",
      "2026-11-20T10:00:00.000Z",
      "Yes",
      "2",
      "1",
      "4",
      "1",
      "2",
      "3",
      "2",
      "1",
      "0",
      "0",
      "0",
      "0",
      '{"yellow":{"1":2,"2":0,"3":1},"blue":{"1":1},"red":{}}',
      '{"yellow":{"1":0}}',
      "Harmonizer",
      "Influencer",
      "3",
      "0",
      "12",
      '{"rabbit-a1":9}',
      "Yes",
      '{"birthYear":"1990","currentLocation":{"city":"Lisbon"}}',
    ]);
  });

  it("leave a type part without a type yet (Pending, stored as null) blank, still 33 cells", () => {
    const [, row] = parse(
      exportHeaderLine() + exportRows([record({}, { finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: null } })]),
    );
    expect(row).toHaveLength(33);
    expect([row![SPEC_HEADERS.indexOf("Intrinsic Attraction Type")], row![SPEC_HEADERS.indexOf("Extrinsic Pursuer Type")]]).toEqual([
      "Driver",
      "",
    ]);
  });

  it("leave absent optional data blank and say No", () => {
    const cells = parse(
      exportRows([
        record(
          { isCompleted: false, completionTimeSeconds: null, companyWebsite: null },
          {
            pageRankings: null,
            finalType: null,
            cultureCompatibilityScores: null,
            cultureCompatibilityResponses: null,
            demographicData: null,
          },
        ),
      ]),
    )[0]!;
    expect(cells).toHaveLength(33);
    const at = (h: string) => cells[SPEC_HEADERS.indexOf(h)];
    expect(at("Is Completed")).toBe("No");
    expect(at("Attraction Yellow Rank")).toBe("");
    expect(at("Intrinsic Attraction Type")).toBe("");
    expect(at("Culture Cat Score")).toBe("");
    expect(at("Has Demographic Data")).toBe("No");
    expect(at("Demographic Data (JSON)")).toBe("");
    expect(at("Completion Time (seconds)")).toBe("");
    expect(at("Culture Compatibility Responses")).toBe("");
  });

  it("counts answered statements per colour and ignores a blank demographic survey", () => {
    const cells = exportCells(
      record({}, { attractionResponses: { red: { "1": 0, "2": 2, "2.1": 1 } }, pursuerResponses: {}, demographicData: { birthYear: " " } }),
    );
    expect(cells.slice(17, 23)).toEqual([0, 0, 2, 0, 0, 0]);
    expect(cells[31]).toBe("No");
  });
});

describe("answeredCount and hasDemographics", () => {
  it("reads the answered counts from stored JSON text exactly as parsing would", () => {
    const placement = fc
      .tuple(fc.integer({ min: 0, max: 999 }), fc.option(fc.integer({ min: 0, max: 999 })))
      .map(([a, b]) => (b === null ? `${a}` : `${a}.${b}`));
    const ratings = fc.dictionary(placement, fc.constantFrom(0, 1, 2), { maxKeys: 30 });
    const dataset = fc.record({ yellow: ratings, blue: ratings, red: ratings }, { requiredKeys: [] });
    fc.assert(
      fc.property(dataset, (d) => {
        expect(answeredCountsOfJson(JSON.stringify(d))).toEqual({
          yellow: answeredCount(d.yellow),
          blue: answeredCount(d.blue),
          red: answeredCount(d.red),
        });
      }),
      { numRuns: 1000 },
    );
    // Text of another shape (spaces, a surprising value) is parsed rather than scanned.
    expect(answeredCountsOfJson('{ "yellow": { "1": 2, "2": 0 } }')).toEqual({ yellow: 1, blue: 0, red: 0 });
    expect(answeredCountsOfJson('{"red":{"1":7,"2":0,"3":"x"}}')).toEqual({ yellow: 0, blue: 0, red: 2 });
  });

  it("counts entries whose value is not 0", () => {
    expect(answeredCount({ "1": 0, "2": 1, "3": 2, "3.1": 0 })).toBe(2);
    expect(answeredCount(undefined)).toBe(0);
  });
  it("treats blank answers as no demographic data", () => {
    expect(hasDemographics({})).toBe(false);
    expect(hasDemographics({ birthYear: "  ", birthLocation: { city: "" } })).toBe(false);
    expect(hasDemographics({ birthLocation: { country: "PT" } })).toBe(true);
  });
});

describe("CSV quoting and formula neutralisation", () => {
  const hostile = [
    "Smith, John",
    'The "Boss"',
    "line one\nline two",
    "carriage\r\nreturn",
    '=HYPERLINK("http://evil.example","x")',
    "+1 555 0100",
    "-2+3",
    "@SUM(A1:A2)",
    "\tTabbed",
    "\rReturn first",
    "＝1+1",
    "Zoë Ñúñez 山田 🎉",
    "plain",
  ];

  it("round-trips commas, quotes, newlines and unicode, with formulas prefixed by an apostrophe", () => {
    const [fields] = parse(csvLine(hostile));
    expect(fields).toEqual([
      "Smith, John",
      'The "Boss"',
      "line one\nline two",
      "carriage\r\nreturn",
      '\'=HYPERLINK("http://evil.example","x")',
      "'+1 555 0100",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      "'\rReturn first",
      "'＝1+1",
      "Zoë Ñúñez 山田 🎉",
      "plain",
    ]);
  });

  it("quotes exactly the values that need it and ends each record with CRLF", () => {
    expect(csvLine(["a,b", 'say "hi"', "x\ny", "plain", "=1"])).toBe('"a,b","say ""hi""","x\ny",plain,\'=1\r\n');
  });

  it("keeps each hostile record on its own row in a whole export", () => {
    const rows = hostile.map((name, i) =>
      record({ id: `id-${i}`, name, jobTitle: `=cmd|' /C calc'!A0`, companyWebsite: "@evil" }, { demographicData: { religion: name } }),
    );
    const parsed = parse(exportHeaderLine() + exportRows(rows));
    expect(parsed).toHaveLength(hostile.length + 1);
    for (const [i, fields] of parsed.slice(1).entries()) {
      expect(fields).toHaveLength(33);
      expect(fields[0]).toBe(`id-${i}`);
      expect(fields[4]).toBe(`'=cmd|' /C calc'!A0`);
      expect(fields[5]).toBe("'@evil");
      expect(JSON.parse(fields[32]!)).toEqual({ religion: hostile[i] });
    }
  });

  it("writes exactly what csv-stringify writes with formula escaping, plus the cases it lets through, for any text", () => {
    const special = fc.constantFrom(
      ",",
      '"',
      "\n",
      "\r",
      "\r\n",
      "=",
      "+",
      "-",
      "@",
      ";",
      "\t",
      "'",
      "＝",
      "＋",
      "－",
      "＠",
      "\u0000",
      "\u0001",
      "\u200b",
      " ",
      "é",
      "山",
      "🎉",
    );
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.array(special, { maxLength: 8 }).map((xs) => xs.join("")),
    );
    // csv-stringify escapes = + - @ tab CR (and full-width = + - @) only as the very first character.
    const libraryEscapes = (cell: string) => /^[=+\-@\t\r＝＋－＠]/.test(cell);
    const oracle = (cells: string[]) =>
      stringify([cells.map((c) => (!libraryEscapes(c) && startsFormula(c) ? `'${c}` : c))], {
        record_delimiter: "\r\n",
        quote_record_delimiter: true,
        escape_formulas: true,
      });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (cells) => {
        expect(csvLine(cells)).toBe(oracle(cells));
      }),
      { numRuns: 2000 },
    );
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
  });
});

/** Characters a spreadsheet drops or does not show before a value: control and format characters, listed by code. */
function isInvisible(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0xad ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x2064) ||
    c === 0xfeff
  );
}

/** A formula start as a spreadsheet sees it, written independently of the implementation's pattern. */
function startsFormula(cell: string): boolean {
  if (cell.startsWith("\t") || cell.startsWith("\r")) return true;
  let i = 0;
  while (i < cell.length && isInvisible(cell[i]!)) i++;
  return "=+-@;＝＋－＠；".includes(cell[i] ?? "x");
}

describe("formula neutralising: no cell reaches a spreadsheet as a formula", () => {
  // A second column, because the reader drops a byte order mark at the start of the text.
  const parsedCell = (value: string) => parse(csvLine(["x", value]))[0]![1]!;

  it("neutralises a leading ; and a formula behind NUL, control or invisible format characters", () => {
    for (const value of [
      ";cmd",
      ";=1+1",
      "；1",
      "\u0000=1+1",
      "\u0001+1",
      "\u0000\u0000-2+3",
      "\u007f@SUM(A1)",
      "\u200b=1",
      "\ufeff=1",
      "\u202e=1",
      "\n=1",
      "\u0000;x",
    ]) {
      expect(parsedCell(value), JSON.stringify(value)).toBe(`'${value}`);
    }
    for (const value of ["a;b", "\u0000abc", "x=1", " =1", "Zoë"]) expect(parsedCell(value), JSON.stringify(value)).toBe(value);
  });

  it("for any text: the cell reads back as written, with an apostrophe exactly when it would start a formula", () => {
    const unit = fc.constantFrom(
      "\u0000",
      "\u0001",
      "\u001f",
      "\u007f",
      "\u0085",
      "\u200b",
      "\ufeff",
      "\u202e",
      "\t",
      "\r",
      "\n",
      "=",
      "+",
      "-",
      "@",
      ";",
      "＝",
      "；",
      "'",
      ",",
      '"',
      " ",
      "a",
      "1",
      "é",
    );
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 10 }), (value) => {
        const cell = parsedCell(value);
        expect(cell === value || cell === `'${value}`).toBe(true);
        expect(cell.startsWith("'") && !value.startsWith("'")).toBe(startsFormula(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps a hostile name from running in a whole export row", () => {
    const [, fields] = parse(
      exportHeaderLine() + exportRows([record({ id: "semi", name: ";=cmd|' /C calc'!A0", jobTitle: "\u0000=1+1" })]),
    );
    expect(fields![1]).toBe("';=cmd|' /C calc'!A0");
    expect(fields![4]).toBe("'\u0000=1+1");
  });
});

describe("exportFileName", () => {
  it("is assessment-responses-{timestamp}.csv with a file-safe UTC timestamp", () => {
    expect(exportFileName(new Date("2026-11-22T21:45:00.123Z"))).toBe("assessment-responses-2026-11-22T21-45-00.csv");
  });
});
