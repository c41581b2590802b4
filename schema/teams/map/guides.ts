// The conversation guide of the team map (docs/teams.md, the team map): for each kind of gap, three questions and one exercise,
// kept as content files beside the statements (schema/assessment/content/<language>/team-guides.csv) so an organisation can
// replace them. Pure: the file's text in, the guides out, and every problem named.
import { CATEGORIES, CULTURE_ANIMALS } from "../../constants";
import { readCsv } from "../../export/csv";
import type { Gap } from "./gaps";

/** One guide per colour missing or crowded (either part), per animal the profile asks for, and one for members far from it. */
export const GUIDE_KEYS = [
  ...CATEGORIES.map((c) => `missing-${c}` as const),
  ...CATEGORIES.map((c) => `crowded-${c}` as const),
  ...CULTURE_ANIMALS.map((a) => `lean-${a}` as const),
  "far-members",
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];
export const GUIDE_PARTS = ["q1", "q2", "q3", "exercise"] as const;
export type Guide = { questions: [string, string, string]; exercise: string };
export const MAX_GUIDE_TEXT = 240;

/** The guide a gap calls for. */
export function guideKey(gap: Gap): GuideKey {
  switch (gap.kind) {
    case "colour-missing":
      return `missing-${gap.colour}`;
    case "colour-crowded":
      return `crowded-${gap.colour}`;
    case "culture-lean":
      return `lean-${gap.asks}`;
    case "far-members":
      return "far-members";
  }
}

/** Every guide of a `gap,part,text` file, or the problems that stop it: a file with a hole would leave a team page without its guide. */
export function parseGuides(text: string): { guides: Record<GuideKey, Guide> } | { problems: string[] } {
  const texts = new Map<string, string>();
  const problems: string[] = [];
  const rows = readCsv(text);
  if (rows[0]?.fields.join(",") !== "gap,part,text") problems.push("The first line must be gap,part,text");
  for (const row of rows.slice(1)) {
    const [gap, part, body] = row.fields.map((f) => f.trim());
    if (row.malformed || row.fields.length !== 3) problems.push(`Line ${row.line} is not three fields`);
    else if (!(GUIDE_KEYS as readonly string[]).includes(gap!)) problems.push(`Line ${row.line}: unknown gap '${gap}'`);
    else if (!(GUIDE_PARTS as readonly string[]).includes(part!)) problems.push(`Line ${row.line}: unknown part '${part}'`);
    else if (!body) problems.push(`Line ${row.line}: empty text`);
    else if (body.length > MAX_GUIDE_TEXT) problems.push(`Line ${row.line}: over ${MAX_GUIDE_TEXT} characters`);
    else if (texts.has(`${gap}/${part}`)) problems.push(`Line ${row.line}: ${gap} ${part} given twice`);
    else texts.set(`${gap}/${part}`, body);
  }
  for (const key of GUIDE_KEYS) for (const part of GUIDE_PARTS) if (!texts.has(`${key}/${part}`)) problems.push(`${key} has no ${part}`);
  if (problems.length) return { problems };
  const at = (key: GuideKey, part: string) => texts.get(`${key}/${part}`)!;
  const guides = Object.fromEntries(
    GUIDE_KEYS.map((k) => [k, { questions: [at(k, "q1"), at(k, "q2"), at(k, "q3")], exercise: at(k, "exercise") }]),
  ) as Record<GuideKey, Guide>;
  return { guides };
}
