// Business constants of docs/product.md#entities, docs/product.md#states-and-transitions, docs/product.md#constants — one place, shared by
// web and worker.

export const AUDIENCES = ["ceo", "manager", "ic"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const CATEGORIES = ["yellow", "blue", "red"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export const CATEGORY_LABEL: Record<CategoryId, "Yellow" | "Blue" | "Red"> = {
  yellow: "Yellow",
  blue: "Blue",
  red: "Red",
};

export const DATASETS = ["attraction", "pursuer"] as const;
export type Dataset = (typeof DATASETS)[number];

export const TITLES: Record<Dataset, Record<CategoryId, string>> = {
  attraction: { yellow: "Energizer", blue: "Harmonizer", red: "Driver" },
  pursuer: { yellow: "Influencer", blue: "Supporter", red: "Controller" },
};

export const PART_LABEL: Record<Dataset, string> = { attraction: "Part 1", pursuer: "Part 2" };

/** Rank 4 is the 'Not Like Me At All' bucket. */
export const NOT_LIKE_ME = 4;
export const DEFAULT_RANKING: Record<CategoryId, number> = { yellow: 1, blue: 2, red: 3 };
export const FALLBACK_PAGE_ORDER: readonly CategoryId[] = ["blue", "yellow", "red"];

export const RATINGS = [0, 1, 2] as const;
export type Rating = (typeof RATINGS)[number];

export const CULTURE_ANIMALS = ["rabbit", "dog", "cat"] as const;
export type Animal = (typeof CULTURE_ANIMALS)[number];
export const ANIMAL_LABEL: Record<Animal, "Rabbit" | "Dog" | "Cat"> = { rabbit: "Rabbit", dog: "Dog", cat: "Cat" };

export const CULTURE_CODES = [
  { code: 1, label: "No, That's Not Me" },
  { code: 2, label: "Wish This Was Me" },
  { code: 3, label: "Used To, Not Anymore" },
  { code: 4, label: "Strong No" },
  { code: 6, label: "Yes, I Identify" },
  { code: 7, label: "Wish This Wasn't Me" },
  { code: 8, label: "Didn't Before, Do Now" },
  { code: 9, label: "Strong Yes" },
] as const;
export type CultureCode = (typeof CULTURE_CODES)[number]["code"];
export const CULTURE_IDENTIFY_THRESHOLD = 6;
export const CULTURE_STATEMENT_COUNT = 60;

/** Delays of docs/product.md#constants, in milliseconds. */
export const DELAY = {
  intakeSubmit: 500,
  pageNext: 300,
  surveySubmit: 500,
  autoSave: 100,
  loginRedirect: 1500,
} as const;

/** Bumped when the save payload's shape changes; the server accepts older versions. */
export const SCHEMA_VERSION = 1;

export const MAX_BODY_BYTES = 256 * 1024;

/** RESULT_ON_COMPLETION (decision 066): `none` (SPEC's completion screen, the default), the type, or the type and the culture profile. */
export const RESULT_SETTINGS = ["none", "type", "type-and-culture"] as const;
export type ResultSetting = (typeof RESULT_SETTINGS)[number];
