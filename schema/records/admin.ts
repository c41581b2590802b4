// The admin API contract, shared by the worker routes and the admin UI.
import type { Verdict } from "../anonymity/reportable";
import * as z from "zod/mini";
import type { Audience } from "../constants";
import type { DemographicConsent, ManagerShare } from "../save/consent";
import { DemographicsSchema, type Demographics } from "../assessment/demographics";
import { ProfileUpdateSchema } from "../assessment/intake";
import type { CultureScores, DatasetResponses, FinalType } from "../assessment/scoring";
import { LANGUAGES, type Language } from "../assessment/languages";
import type { Ranking } from "../assessment/ranking";
import type { Role } from "../identity/roles";

export const LoginSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(1000, "Password is too long")),
});

const finalTypeText = z
  .string()
  .check(z.trim(), z.minLength(1, "Type is required"), z.maxLength(100, "Type must be 100 characters or fewer"));

/**
 * PATCH /api/admin/responses/{id}: docs/product.md#calls fields, every one optional (docs/product.md#validation
 * update schema), but at least one: an edit that names none (`{}`, or unknown fields only, which are dropped)
 * would still move `updatedAt`.
 */
export const ResponseUpdateSchema = z
  .extend(ProfileUpdateSchema, {
    finalType: z.optional(z.object({ intrinsicAttraction: finalTypeText, extrinsicPursuer: finalTypeText })),
    demographicData: z.optional(z.nullable(DemographicsSchema)),
  })
  .check(
    z.refine((u) => Object.values(u).some((v) => v !== undefined), {
      message: "Nothing to change: the body names none of the fields an edit may change",
      path: [],
    }),
  );
export type ResponseUpdate = z.infer<typeof ResponseUpdateSchema>;

export const LIST_LIMIT_DEFAULT = 50;
export const SEARCH_MAX_LENGTH = 200;
export const LIST_LIMIT_MAX = 200;

/** GET /api/admin/responses?search=&limit=&cursor= — newest first (completedAt desc, id desc). */
export const ListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(SEARCH_MAX_LENGTH, "Search must be 200 characters or fewer"))),
  limit: z.optional(
    z.string().check(
      z.regex(/^\d{1,3}$/, "limit must be a whole number"),
      z.refine((v) => Number(v) >= 1 && Number(v) <= LIST_LIMIT_MAX, "limit must be 1 to 200"),
    ),
  ),
  cursor: z.optional(z.string().check(z.maxLength(200, "cursor is invalid"))),
  // A team id, or "unassigned": responses whose join code matched no open team
  // (docs/teams.md#membership-invite-links-join-codes-and-kiosks).
  team: z.optional(
    z.string().check(z.minLength(1, "team must be a team id or unassigned"), z.maxLength(100, "team must be a team id or unassigned")),
  ),
  // The language the responses were taken in; "en" includes those saved before languages (decision 051).
  language: z.optional(z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(", ")}` })),
});

/** One stored response as the admin API returns it (camelCase, dates as ISO strings, no write token). */
export type ResponseRecord = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string;
  companyWebsite: string | null;
  linkedinProfile: string;
  userFlow: Audience;
  attractionResponses: DatasetResponses;
  pursuerResponses: DatasetResponses;
  pageRankings: { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null;
  demographicData: Demographics | null;
  /**
   * docs/admin.md#identity-audit-and-data-rights: when the respondent consented to the demographic survey and to which text; null when they
   * did not.
   */
  demographicConsent: DemographicConsent | null;
  /** Decision 084: when the member agreed to share their type with their team's manager and to which text; null when not (or withdrawn). */
  managerShare: ManagerShare | null;
  finalType: FinalType | null;
  cultureCompatibilityResponses: Record<string, number> | null;
  cultureCompatibilityScores: CultureScores | null;
  completionTimeSeconds: string | null;
  isCompleted: boolean;
  completedAt: string;
  updatedAt: string;
  finalTypeOverridden: boolean;
  lastStep: string;
  deviceId: string | null;
  revision: number;
  /**
   * docs/teams.md#membership-invite-links-join-codes-and-kiosks: the team the response belongs to, and the join code its device sent (kept
   * when unknown).
   */
  teamId: string | null;
  teamCode: string | null;
  /**
   * docs/languages.md#stored-and-shown: the language it was taken in (the last save's); null: saved before languages, in English
   * (decision 051).
   */
  language: Language | null;
};

/** What only some roles read of a record (schema/identity/roles.ts): demographics (GDPR Art. 9) and team membership. */
export type RestrictedField = "demographicData" | "teamId" | "teamCode" | "managerShare";

/** GET /api/admin/responses/:id: the record, without the fields the caller's role may not read. */
export type ResponseDetail = Omit<ResponseRecord, RestrictedField> & Partial<Pick<ResponseRecord, RestrictedField>>;

/** The fields of a list row: what the dashboard table shows (SPEC's columns), no answers or demographics. */
export const LIST_FIELDS = [
  "id",
  "name",
  "email",
  "companyWebsite",
  "userFlow",
  "pageRankings",
  "finalType",
  "cultureCompatibilityScores",
  "completionTimeSeconds",
  "completedAt",
  "isCompleted",
] as const;

/** One row of GET /api/admin/responses; the team fields only for roles that may read teams. */
export type ResponseListItem = Pick<ResponseRecord, (typeof LIST_FIELDS)[number]> & {
  /** The Demographics column's Yes/No, never the answers. */
  hasDemographics: boolean;
  teamId?: string | null;
  teamCode?: string | null;
};

export type ResponseList = { items: ResponseListItem[]; nextCursor: string | null };

export type AdminStats = {
  total: number;
  completed: number;
  /** Completed in the last 7 days. */
  thisWeek: number;
  /** Responses that have culture scores. */
  withCulture: number;
  /** Assigned types per audience: { ceo: { "Driver / Controller": 3 } }. A viewer gets only the audiences it may see. */
  typesByAudience: Record<string, Record<string, number>>;
  /** Culture score histogram per animal: index = score 0..20. Null for a viewer while it is not reportable. */
  cultureScoreHistogram: Record<"rabbit" | "dog" | "cat", number[]> | null;
  /** How many respondents reached each step, in flow order (schema/records/funnel.ts). Null for a viewer while not reportable. */
  funnel: { step: string; count: number }[] | null;
  /** What the anonymity rules decide of these figures (schema/records/stats-privacy.ts, decision 082). */
  privacy: StatsPrivacy;
};

/**
 * "viewer": the figures are a viewer's, and a hidden one is absent. "all": an owner or admin sees every figure, and the verdicts say
 * which a viewer would see hidden. `publishedAt`: when a viewer's newest figure was published.
 */
export type StatsPrivacy = {
  view: "viewer" | "all";
  floor: number;
  publishedAt: string | null;
  /** The funnel rests on every response; the culture histograms on those with culture scores; each audience's types on its own. */
  funnel: Verdict;
  culture: Verdict;
  audiences: Record<Audience, Verdict>;
};

export type DeviceLedgerRow = { deviceId: string; responses: number; completed: number; lastUploadAt: string };

/** GET /api/auth/user: the user of docs/product.md#calls plus the role (docs/admin.md#roles), which decides what the dashboard offers. */
export type AuthUser = { profileImageUrl: string | null; firstName: string | null; email: string; role: Role };

/** GET /api/admin/config: the demo password hint (only in demo mode) and whether single sign-on is configured. */
export type AdminConfig = { demoHint: string | null; sso: boolean };

/** POST /api/admin/login success answer. */
export type LoginAnswer = { ok: true; user: AuthUser };

/** POST /api/admin/sessions/revoke-all (docs/admin.md#identity-audit-and-data-rights): how many sessions ended, the caller's included. */
export type RevokeAllAnswer = { revoked: number };

/**
 * Funnel steps of AdminStats.funnel in flow order, each with the lastStep values that reach it (an
 * exact step name, or a prefix for the per-page steps). "completed" is isCompleted.
 */
export const FUNNEL_STEPS = [
  { step: "intake-complete", lastStep: "intake-complete" },
  { step: "attraction-ranking-complete", lastStep: "attraction-ranking-complete" },
  { step: "assessment-attraction", lastStepPrefix: "assessment-attraction-" },
  { step: "pursuer-ranking-complete", lastStep: "pursuer-ranking-complete" },
  { step: "assessment-pursuer", lastStepPrefix: "assessment-pursuer-" },
  { step: "culture-compatibility-complete", lastStep: "culture-compatibility-complete" },
  { step: "demographic-survey-complete", lastStep: "demographic-survey-complete" },
  { step: "completed", completed: true },
] as const;

/**
 * Index in FUNNEL_STEPS of the furthest step a respondent reached. Every stored response passed
 * intake (auto-save waits for it), so an unknown step counts as intake.
 */
export function funnelIndex(lastStep: string, isCompleted: boolean): number {
  for (let i = FUNNEL_STEPS.length - 1; i > 0; i--) {
    const s: { lastStep?: string; lastStepPrefix?: string; completed?: boolean } = FUNNEL_STEPS[i]!;
    if (s.completed ? isCompleted : s.lastStep === lastStep || (s.lastStepPrefix !== undefined && lastStep.startsWith(s.lastStepPrefix)))
      return i;
  }
  return 0;
}

export const DEVICE_LIMIT_DEFAULT = 200;

/** GET /api/admin/devices?limit= — the devices that uploaded most recently first. */
export const DeviceQuerySchema = z.object({
  limit: z.optional(
    z.string().check(
      z.regex(/^\d{1,4}$/, "limit must be a whole number"),
      z.refine((v) => Number(v) >= 1 && Number(v) <= 1000, "limit must be 1 to 1000"),
    ),
  ),
});
