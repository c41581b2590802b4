// docs/product.md#constants CSV export: the 33 columns in order and how each cell is written. Pure, so it is tested in node.
import { answeredCount, hasDemographics } from "../records/response-facts";
import { ANIMAL_LABEL, CATEGORIES, CATEGORY_LABEL, CULTURE_ANIMALS, DATASETS, type CategoryId, type Dataset } from "../constants";
import type { Ranking } from "../assessment/ranking";
import type { CultureScores, DatasetResponses, FinalType } from "../assessment/scoring";

/**
 * One stored response as the database holds it: JSON documents stay text. The export writes them out
 * exactly as stored and parses only what a computed cell needs, which keeps 100,000 rows inside the
 * docs/performance.md#quality-bars time bar.
 */
export type ExportSource = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string;
  companyWebsite: string | null;
  linkedinProfile: string;
  userFlow: string;
  completionTimeSeconds: string | null;
  completedAtMs: number;
  isCompleted: boolean;
  pageRankingsJson: string | null;
  attractionResponsesJson: string;
  pursuerResponsesJson: string;
  finalTypeJson: string | null;
  cultureCompatibilityScoresJson: string | null;
  cultureCompatibilityResponsesJson: string | null;
  demographicDataJson: string | null;
};

/** The source and what the computed cells read from its documents, decoded once per row. */
type Row = {
  src: ExportSource;
  rankings: { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null;
  answered: Record<Dataset, Record<CategoryId, number>>;
  finalType: FinalType | null;
  scores: CultureScores | null;
  demographics: unknown;
};

export type Cell = string | number | null | undefined;
type Column = { header: string; cell: (r: Row) => Cell };

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

function view(src: ExportSource): Row {
  return {
    src,
    rankings: parse(src.pageRankingsJson),
    answered: { attraction: answeredCountsOfJson(src.attractionResponsesJson), pursuer: answeredCountsOfJson(src.pursuerResponsesJson) },
    finalType: parse(src.finalTypeJson),
    scores: parse(src.cultureCompatibilityScoresJson),
    demographics: parse(src.demographicDataJson),
  };
}

const DATASET_LABEL: Record<Dataset, string> = { attraction: "Attraction", pursuer: "Pursuer" };
const yesNo = (v: boolean) => (v ? "Yes" : "No");
const rankingOf = (r: Row, d: Dataset) => (d === "attraction" ? r.rankings?.attractionRanking : r.rankings?.pursuerRanking);
const jsonTextOf = (r: Row, d: Dataset) => (d === "attraction" ? r.src.attractionResponsesJson : r.src.pursuerResponsesJson);

/**
 * answeredCount per colour, read straight from the stored JSON text. The save schema only lets
 * placement keys (digits and dots) and ratings 0, 1, 2 in, so inside a colour's object every ':'
 * starts a rating: counting those not followed by 0 needs no parsing, which at 100,000 rows saves
 * building 200,000 throwaway objects. Text of any other shape is parsed instead.
 */
export function answeredCountsOfJson(text: string): Record<CategoryId, number> {
  if (!DATASET_JSON.test(text)) {
    const parsed = JSON.parse(text) as DatasetResponses;
    return { yellow: answeredCount(parsed.yellow), blue: answeredCount(parsed.blue), red: answeredCount(parsed.red) };
  }
  const counts = { yellow: 0, blue: 0, red: 0 };
  for (const c of CATEGORIES) {
    const start = text.indexOf(`"${c}":{`);
    if (start === -1) continue;
    const end = text.indexOf("}", start);
    for (let i = text.indexOf(":", start + c.length + 3); i !== -1 && i < end; i = text.indexOf(":", i + 1)) {
      if (text.charCodeAt(i + 1) !== 48) counts[c]++;
    }
  }
  return counts;
}

// The shape JSON.stringify gives validated ratings: {"yellow":{"1":2,"1.1":0},"red":{}}.
const RATINGS_JSON = String.raw`\{(?:"\d{1,3}(?:\.\d{1,3})?":[012](?:,"\d{1,3}(?:\.\d{1,3})?":[012])*)?\}`;
const DATASET_JSON = new RegExp(String.raw`^\{(?:"(?:yellow|blue|red)":${RATINGS_JSON}(?:,"(?:yellow|blue|red)":${RATINGS_JSON})*)?\}$`);

const perDatasetAndColour = (header: (d: string, c: string) => string, cell: (r: Row, d: Dataset, c: CategoryId) => Cell) =>
  DATASETS.flatMap((d) =>
    CATEGORIES.map((c): Column => ({ header: header(DATASET_LABEL[d], CATEGORY_LABEL[c]), cell: (r) => cell(r, d, c) })),
  );

export const EXPORT_COLUMNS: readonly Column[] = [
  { header: "ID", cell: (r) => r.src.id },
  { header: "Name", cell: (r) => r.src.name },
  { header: "Email", cell: (r) => r.src.email },
  { header: "Phone Number", cell: (r) => r.src.phoneNumber },
  { header: "Job Title", cell: (r) => r.src.jobTitle },
  { header: "Company Website", cell: (r) => r.src.companyWebsite },
  { header: "LinkedIn Profile", cell: (r) => r.src.linkedinProfile },
  { header: "User Flow", cell: (r) => r.src.userFlow },
  { header: "Completion Time (seconds)", cell: (r) => r.src.completionTimeSeconds },
  { header: "Date Completed (ISO)", cell: (r) => new Date(r.src.completedAtMs).toISOString() },
  { header: "Is Completed", cell: (r) => yesNo(r.src.isCompleted) },
  ...perDatasetAndColour(
    (d, c) => `${d} ${c} Rank`,
    (r, d, c) => rankingOf(r, d)?.[c],
  ),
  ...perDatasetAndColour(
    (d, c) => `${d} ${c} Responses`,
    (r, d, c) => r.answered[d][c],
  ),
  ...DATASETS.map((d): Column => ({ header: `${DATASET_LABEL[d]} Responses (JSON)`, cell: (r) => jsonTextOf(r, d) })),
  { header: "Intrinsic Attraction Type", cell: (r) => r.finalType?.intrinsicAttraction },
  { header: "Extrinsic Pursuer Type", cell: (r) => r.finalType?.extrinsicPursuer },
  ...CULTURE_ANIMALS.map((a): Column => ({ header: `Culture ${ANIMAL_LABEL[a]} Score`, cell: (r) => r.scores?.[a] })),
  { header: "Culture Compatibility Responses", cell: (r) => r.src.cultureCompatibilityResponsesJson },
  { header: "Has Demographic Data", cell: (r) => yesNo(hasDemographics(r.demographics)) },
  { header: "Demographic Data (JSON)", cell: (r) => r.src.demographicDataJson },
];

export const EXPORT_HEADERS: readonly string[] = EXPORT_COLUMNS.map((c) => c.header);

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const CSV_BOM = "\uFEFF";

/**
 * OWASP CSV injection: a leading = + - @ ; tab or CR (or a full-width = + - @ ;) starts a formula, also
 * behind invisible characters (NUL, other control and format characters) that a spreadsheet drops on import.
 */
const FORMULA_START = /^(?:[\t\r]|[\p{Cc}\p{Cf}]*[=+\-@;\uFF1D\uFF0B\uFF0D\uFF20\uFF1B])/u;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field: formulas neutralised with a leading apostrophe (the value itself is kept whole),
 * then quoted when it holds a comma, quote, CR or LF. What csv-stringify writes with escape_formulas
 * (the tests check it against the library), plus the leading ; and the invisible characters the library
 * lets through; written out because the library's per-field cost on the JSON columns alone took longer
 * than the whole export bar at 100,000 rows (docs/admin.md).
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, terminated by CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) line += (i ? "," : "") + csvField(cells[i]);
  return `${line}\r\n`;
}

export function exportCells(src: ExportSource): Cell[] {
  const row = view(src);
  return EXPORT_COLUMNS.map((c) => c.cell(row));
}

export function exportHeaderLine(): string {
  return csvLine(EXPORT_HEADERS);
}

export function exportRows(sources: readonly ExportSource[]): string {
  let out = "";
  for (const s of sources) out += csvLine(exportCells(s));
  return out;
}

/** docs/product.md#constants file name, e.g. assessment-responses-2026-11-22T21-45-00.csv (UTC). */
export function exportFileName(now: Date): string {
  return `assessment-responses-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.csv`;
}

export { answeredCount, hasDemographics };
