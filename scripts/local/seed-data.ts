// Realistic generated assessment responses for the demo seed and the admin bench (scripts/local/seed-lib.mjs).
// Scored with the same shared rules the save path uses, so the admin sees what real saves would store.
import { AUDIENCES, CATEGORIES, CULTURE_CODES, type Audience, type CategoryId } from "../../schema/constants";
import { parseCultureCsv, parseProfileCsv, ratedPlacements } from "../../schema/assessment/content";
import { DEMOGRAPHIC_CONSENT_VERSION } from "../../schema/save/consent";
import type { Demographics } from "../../schema/assessment/demographics";
import type { Ranking } from "../../schema/assessment/ranking";
import { mulberry32 } from "../bench/prng.mjs";
import { computeFinalType, cultureScores, type DatasetResponses, type FinalType } from "../../schema/assessment/scoring";

export type SeedContent = { attractionCsv: string; pursuerCsv: string; cultureCsv: string };
export type SearchTextOf = (
  r: { name: string; email: string; jobTitle: string; companyWebsite?: string | null },
  t: FinalType | null,
) => string;

/** Column name → SQL value, in table column order. */
export type SeedRow = Record<string, string | number | null>;

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Zoë",
  "Mateo",
  "Aisha",
  "Kenji",
  "Olivia",
  "Liam",
  "Priya",
  "Noah",
  "Fatima",
  "Lucas",
  "Mei",
  "Sofia",
  "Omar",
  "Emma",
  "Jonas",
  "Chloé",
  "Ravi",
  "Ingrid",
  "Kwame",
  "Ana",
  "Søren",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Müller",
  "García",
  "Khan",
  "Tanaka",
  "Smith",
  "O'Brien",
  "Patel",
  "Nguyen",
  "Haddad",
  "Silva",
  "Chen",
  "Rossi",
  "Okafor",
  "Johansson",
  "Dubois",
  "Kowalski",
  "Andersen",
];
const TITLES: Record<Audience, string[]> = {
  ceo: ["CEO", "Founder & CEO", "Managing Director", "President"],
  manager: ["Engineering Manager", "Head of Sales", "Operations Lead", "Product Manager", "HR Manager", "Team Lead, Support"],
  ic: ["Software Engineer", "Designer", "Account Executive", "Data Analyst", "Nurse", "Accountant", "Teacher"],
};
const COMPANIES = [
  "acme",
  "globex",
  "initech",
  "umbrella",
  "hooli",
  "stark",
  "wayne",
  "wonka",
  "tyrell",
  "cyberdyne",
  "soylent",
  "aperture",
];
const STEPS = [
  "intake-complete",
  "attraction-ranking-complete",
  "assessment-attraction-yellow-complete",
  "pursuer-ranking-complete",
  "assessment-pursuer-blue-complete",
  "culture-compatibility-complete",
  "demographic-survey-complete",
];
const DEVICES = Array.from({ length: 12 }, (_, i) => `kiosk-${String(i + 1).padStart(2, "0")}`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic: the same seed gives the same data set. */
function prng(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join("");
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(4)).toString(16)}${hex(3)}-${hex(12)}`;
  return { next, int, pick, hex, uuid };
}

/** Teams for the demo and the bench: random ids and join codes of the server's shape (worker/teams/codes.ts). */
export function makeTeams(
  sizes: readonly number[],
  seed = 7,
): { id: string; name: string; organisation: string; code: string; size: number }[] {
  const rnd = prng(seed);
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const names = ["Platform", "Sales EMEA", "Support", "Design", "Finance", "Research"];
  return sizes.map((size, i) => ({
    id: rnd.uuid(),
    name: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ""}`,
    organisation: rnd.pick(COMPANIES).replace(/^./, (c) => c.toUpperCase()),
    code: Array.from({ length: 12 }, () => alphabet[rnd.int(alphabet.length)]).join(""),
    size,
  }));
}

export function makeGenerator(content: SeedContent, searchTextOf: SearchTextOf, opts: { seed?: number; now?: number } = {}) {
  const rnd = prng(opts.seed ?? 20261122);
  const now = opts.now ?? Date.now();
  const attraction = parseProfileCsv(content.attractionCsv);
  const pursuer = parseProfileCsv(content.pursuerCsv);
  const cultureIds = parseCultureCsv(content.cultureCsv).map((s) => s.id);
  const label = { yellow: "Yellow", blue: "Blue", red: "Red" } as const;
  const placements = (statements: typeof attraction) =>
    Object.fromEntries(CATEGORIES.map((c) => [c, ratedPlacements(statements, label[c])])) as Record<CategoryId, string[]>;
  const attractionKeys = placements(attraction);
  const pursuerKeys = placements(pursuer);

  const ranking = (): Ranking => {
    const order = [...CATEGORIES].sort(() => rnd.next() - 0.5);
    const r = { yellow: 0, blue: 0, red: 0 };
    order.forEach((c, i) => (r[c] = i + 1));
    // About one in six puts its last card in 'Not Like Me At All'.
    if (rnd.next() < 0.17) r[order[2] as CategoryId] = 4;
    return r;
  };
  const ratings = (keys: Record<CategoryId, string[]>, rank: Ranking): DatasetResponses =>
    Object.fromEntries(
      CATEGORIES.filter((c) => rank[c] < 4).map((c) => {
        // The better a card is ranked, the more its statements are agreed with.
        const lean = [0, 0.7, 0.5, 0.3][rank[c]] ?? 0.2;
        return [c, Object.fromEntries(keys[c].map((k) => [k, rnd.next() < lean ? (rnd.next() < 0.4 ? 2 : 1) : 0]))];
      }),
    );
  const demographics = (): Demographics => ({
    birthYear: String(1955 + rnd.int(50)),
    genderIdentity: rnd.pick(["Woman", "Man", "Non-binary", "Prefer not to say"]),
    parentingStyle: rnd.pick(["Authoritarian", "Coach", "Teacher"]),
    workDescription: rnd.pick(["Remote", "Hybrid", "On site"]),
    currentLocation: {
      city: rnd.pick(["Lisbon", "Austin", "Osaka", "Lagos", "Berlin", "São Paulo"]),
      country: rnd.pick(["PT", "US", "JP", "NG", "DE", "BR"]),
    },
  });

  // docs/languages.md#stored-and-shown: one response in ten from before languages (null, English), the rest mostly English.
  const language = (): string | null => {
    const x = rnd.next();
    return x < 0.1 ? null : x < 0.65 ? "en" : x < 0.9 ? "es" : "ar";
  };

  /** `team`: the row is a member of it; `userFlow` fixes the audience (a team's managers and ICs). */
  return function row(opts: { userFlow?: Audience; team?: { id: string; code: string } } = {}): SeedRow {
    const userFlow = opts.userFlow ?? (rnd.next() < 0.2 ? "ceo" : rnd.pick(AUDIENCES.slice(1)));
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const company = rnd.pick(COMPANIES);
    const completed = rnd.next() < 0.82;
    // Partial respondents stopped somewhere in the flow; the CEO flow has no culture test.
    const stepIndex = completed ? STEPS.length : rnd.int(STEPS.length);
    const reached = (step: string) => completed || STEPS.indexOf(step) <= stepIndex;
    const pageRankings = {
      ...(reached("attraction-ranking-complete") ? { attractionRanking: ranking() } : {}),
      ...(reached("pursuer-ranking-complete") ? { pursuerRanking: ranking() } : {}),
    };
    const attractionResponses =
      reached("assessment-attraction-yellow-complete") && pageRankings.attractionRanking
        ? ratings(attractionKeys, pageRankings.attractionRanking)
        : {};
    const pursuerResponses =
      reached("assessment-pursuer-blue-complete") && pageRankings.pursuerRanking ? ratings(pursuerKeys, pageRankings.pursuerRanking) : {};
    const culture =
      userFlow !== "ceo" && reached("culture-compatibility-complete")
        ? Object.fromEntries(cultureIds.map((id) => [id, rnd.pick(CULTURE_CODES).code]))
        : null;
    const demographicData = reached("demographic-survey-complete") && rnd.next() < 0.45 ? demographics() : null;
    const finalType = computeFinalType({ attractionResponses, pursuerResponses, pageRankings });
    const intake = {
      name: `${first} ${last}`,
      email: `${first}.${last}.${rnd.hex(4)}@${company}.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
      jobTitle: rnd.pick(TITLES[userFlow]),
      companyWebsite: rnd.next() < 0.85 ? `https://www.${company}.example` : null,
    };
    const completedAt = now - Math.floor(rnd.next() ** 1.5 * 180 * DAY_MS);
    const lastStep = completed ? "final" : (STEPS[stepIndex] as string);
    return {
      id: rnd.uuid(),
      name: intake.name,
      email: intake.email,
      phone_number: rnd.next() < 0.6 ? `+1 555 ${String(rnd.int(10000)).padStart(4, "0")}` : null,
      job_title: intake.jobTitle,
      company_website: intake.companyWebsite,
      linkedin_profile: `https://www.linkedin.com/in/${first}-${last}-${rnd.hex(6)}`.toLowerCase(),
      user_flow: userFlow,
      attraction_responses: JSON.stringify(attractionResponses),
      pursuer_responses: JSON.stringify(pursuerResponses),
      page_rankings: Object.keys(pageRankings).length ? JSON.stringify(pageRankings) : null,
      demographic_data: demographicData ? JSON.stringify(demographicData) : null,
      // Answers exist only with the respondent's consent (docs/admin.md#identity-audit-and-data-rights).
      demographic_consent_at: demographicData ? completedAt : null,
      demographic_consent_version: demographicData ? DEMOGRAPHIC_CONSENT_VERSION : null,
      final_type: JSON.stringify(finalType),
      culture_compatibility_responses: culture ? JSON.stringify(culture) : null,
      culture_compatibility_scores: culture ? JSON.stringify(cultureScores(culture)) : null,
      completion_time_seconds: completed ? String(180 + rnd.int(900)) : null,
      is_completed: completed ? 1 : 0,
      completed_at: completedAt,
      updated_at: completedAt,
      created_at: completedAt - (300 + rnd.int(900)) * 1000,
      revision: completed ? 10 + rnd.int(6) : 1 + stepIndex,
      write_token_hash: rnd.hex(64),
      last_step: lastStep,
      device_id: rnd.next() < 0.7 ? rnd.pick(DEVICES) : `browser-${rnd.hex(8)}`,
      schema_version: 1,
      final_type_overridden: 0,
      search_text: searchTextOf(intake, finalType),
      team_id: opts.team?.id ?? null,
      team_code: opts.team?.code ?? null,
      language: language(),
    };
  };
}
