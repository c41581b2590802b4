// D1 tables (drizzle). Imported by the worker only; the web never sees drizzle.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../schema/assessment/languages";

const now = sql`(unixepoch('subsec') * 1000)`;

export const assessmentResponses = sqliteTable(
  "assessment_responses",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    jobTitle: text("job_title").notNull(),
    companyWebsite: text("company_website"),
    linkedinProfile: text("linkedin_profile").notNull(),
    userFlow: text("user_flow").notNull(),
    attractionResponses: text("attraction_responses", { mode: "json" }).notNull(),
    pursuerResponses: text("pursuer_responses", { mode: "json" }).notNull(),
    pageRankings: text("page_rankings", { mode: "json" }),
    demographicData: text("demographic_data", { mode: "json" }),
    // docs/admin.md#identity-audit-and-data-rights: when the respondent consented to the demographic survey, and to which text version.
    demographicConsentAt: integer("demographic_consent_at", { mode: "timestamp_ms" }),
    demographicConsentVersion: text("demographic_consent_version"),
    // Decision 084: when the respondent agreed to share their type with their team's manager, and to which text version; cleared
    // when they withdraw it.
    managerShareAt: integer("manager_share_at", { mode: "timestamp_ms" }),
    managerShareVersion: text("manager_share_version"),
    finalType: text("final_type", { mode: "json" }),
    cultureCompatibilityResponses: text("culture_compatibility_responses", { mode: "json" }),
    cultureCompatibilityScores: text("culture_compatibility_scores", { mode: "json" }),
    completionTimeSeconds: text("completion_time_seconds"),
    isCompleted: integer("is_completed", { mode: "boolean" }).notNull().default(false),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    // Sync protocol (docs/architecture.md#the-sync-protocol).
    revision: integer("revision").notNull(),
    writeTokenHash: text("write_token_hash").notNull(),
    lastStep: text("last_step").notNull(),
    deviceId: text("device_id"),
    schemaVersion: integer("schema_version").notNull().default(1),
    finalTypeOverridden: integer("final_type_overridden", { mode: "boolean" }).notNull().default(false),
    // Lower-cased name, email, job title, website and the type as the list shows it: one column to search (worker/records/search-text.ts).
    searchText: text("search_text").notNull().default(""),
    // Teams (docs/teams.md#membership-invite-links-join-codes-and-kiosks): the join code as the respondent's device sent it, and the team
    // it resolved to (or an admin's assignment); an unknown or archived code leaves team_id null and keeps the code.
    teamId: text("team_id"),
    teamCode: text("team_code"),
    // docs/languages.md#stored-and-shown: the language the respondent took it in (the last save's); null: saved by an app before
    // languages, which was English only (decision 051).
    language: text("language", { enum: LANGUAGES }),
  },
  (t) => [
    index("responses_device_idx").on(t.deviceId, t.updatedAt),
    // The live board's counters of responses started today and in the last hour, per team (docs/admin.md#the-live-board).
    // created_at never changes after the insert, so no update rewrites this index.
    index("responses_created_idx").on(t.createdAt, t.teamId),
    // Admin at 100,000 rows (docs/performance.md#quality-bars): list order, keyset pages, export, search and the week's count
    // scan this index, not the table (it also serves every (completed_at, id) lookup, so no index on
    // just those two: each index is rewritten by every save),
    index("responses_list_idx").on(t.completedAt, t.id, t.searchText, t.isCompleted),
    // and the stats groups stream out of these in index order instead of sorting every row.
    index("responses_funnel_idx").on(t.isCompleted, t.lastStep, t.userFlow, t.finalType),
    index("responses_culture_idx").on(t.cultureCompatibilityScores),
    // Team detail, counts and the list filtered by team; partial, so saves without a team never write it.
    index("responses_team_idx")
      .on(t.teamId, t.completedAt, t.id, t.isCompleted)
      .where(sql`${t.teamId} IS NOT NULL`),
    // The list filtered by language, in list order (decision 051): null counts as English, so the index is on the
    // same expression the filter compares (languageCondition, worker/records/list-responses.ts).
    index("responses_language_idx").on(sql`coalesce(${t.language}, 'en')`, t.completedAt, t.id),
    // The stats' count of completed responses that gave demographic consent, index-only (decision 046); partial,
    // so only consenting saves write it.
    index("responses_consent_idx")
      .on(t.isCompleted, t.demographicConsentAt)
      .where(sql`${t.demographicConsentAt} IS NOT NULL`),
  ],
);

/** The admin allow-list (docs/admin.md#roles): SPEC's auth user fields plus the role; emails stored lower-cased. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
    // The provider's full name claim, shown in the Users list; first_name stays SPEC's greeting.
    name: text("name"),
    role: text("role", { enum: ["owner", "admin", "viewer"] })
      .notNull()
      .default("viewer"),
    // Single sign-on binds an account to the provider's (issuer, subject) on its first sign-in; from then on
    // only that pair signs in as this account, whatever email the provider later reports (docs/security.md).
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
  },
  (t) => [uniqueIndex("users_oidc_idx").on(t.oidcIssuer, t.oidcSubject)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).notNull(),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

/** Failed admin sign-ins per client address, for the rate limit (docs/admin.md#identity-audit-and-data-rights); pruned as they age out. */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    client: text("client").notNull(),
    attemptedAt: integer("attempted_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_attempts_client_idx").on(t.client, t.attemptedAt), index("login_attempts_time_idx").on(t.attemptedAt)],
);

/**
 * A team respondents join with an invite link (docs/teams.md#membership-invite-links-join-codes-and-kiosks); archived teams keep their
 * members but take no new ones.
 */
export const teams = sqliteTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  organisation: text("organisation"),
  /**
   * The invite links' join codes, one per audience (docs/security.md): a save joins only as its code's
   * audience. `code` is the individual contributors' code (the one code of teams made before codes per
   * audience, kept for the least powerful audience so an old link can never define the team's profile).
   */
  code: text("code").notNull().unique(),
  managerCode: text("manager_code").notNull().unique(),
  ceoCode: text("ceo_code").notNull().unique(),
  /** The completed manager response an admin confirmed as defining the team's profile; null: none confirmed. */
  profileResponseId: text("profile_response_id"),
  profileConfirmedAt: integer("profile_confirmed_at", { mode: "timestamp_ms" }),
  archived: integer("archived", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  /** The language its invite links open in (`&lang=`, docs/teams.md); null: each respondent's browser decides. */
  language: text("language", { enum: LANGUAGES }),
  /** The open round of the test (decision 083): the team's actions and, next, its new responses belong to it. */
  currentRound: integer("current_round").notNull().default(1),
});

/** What a team agreed to do about its gaps (decision 083): up to five per round, every change audited. */
export const teamActions = sqliteTable(
  "team_actions",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id").notNull(),
    round: integer("round").notNull(),
    what: text("what").notNull(),
    owner: text("owner").notNull(),
    /** A calendar day, YYYY-MM-DD: a due date has no time zone. */
    due: text("due").notNull(),
    status: text("status", { enum: ["open", "done", "dropped"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("team_actions_team_idx").on(t.teamId, t.round, t.createdAt)],
);

/**
 * When each round after the first opened (decision 083); round 1 opens with the team. A completed response counts in the round
 * that was open when it completed, so the invite links and the save path need not know about rounds.
 */
export const teamRounds = sqliteTable(
  "team_rounds",
  {
    teamId: text("team_id").notNull(),
    round: integer("round").notNull(),
    openedAt: integer("opened_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.round] })],
);

/** Read-only sponsor report links: only the token's SHA-256 is stored, so a copy of the database opens no report. */
export const sponsorLinks = sqliteTable(
  "sponsor_links",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    // Decision 083: a sponsor's report or a manager's view of the team map; a token opens only its own kind.
    kind: text("kind", { enum: ["sponsor", "manager"] })
      .notNull()
      .default("sponsor"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("sponsor_links_team_idx").on(t.teamId, t.createdAt)],
);

/** Every view of a sponsor report (docs/teams.md#the-sponsor-report: "every view recorded"). */
export const sponsorLinkViews = sqliteTable(
  "sponsor_link_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    linkId: text("link_id").notNull(),
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sponsor_link_views_link_idx").on(t.linkId, t.viewedAt)],
);

/**
 * Who did what and when (docs/admin.md#audit-log). Append-only: triggers (migration audit_log_append_only) refuse
 * every DELETE and every UPDATE but one, the erasure's redaction (redacted 0 → 1, detail rewritten), so
 * an erased person's old values leave the log while the entry that an edit happened stays.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    actorId: text("actor_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    detail: text("detail", { mode: "json" }),
    redacted: integer("redacted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("audit_log_target_idx").on(t.target)],
);

/**
 * Erased respondents' bare ids (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): no personal data, only that the id is gone for
 * good. A trigger (migration erased_responses_stay_erased) ignores any insert of such an id into
 * assessment_responses, so a device's late save cannot bring the person back; the save path answers 410.
 */
export const erasedResponses = sqliteTable("erased_responses", {
  id: text("id").primaryKey(),
  erasedAt: integer("erased_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Each device's last health report (docs/offline.md#health-reports-from-devices): one row per device,
 * overwritten by the next report; nothing a respondent gave. Rows unreported for
 * DEVICE_HEALTH_RETENTION_DAYS are deleted by the daily retention job (docs/privacy.md).
 */
export const deviceHealth = sqliteTable(
  "device_health",
  {
    deviceId: text("device_id").primaryKey(),
    label: text("label"),
    teamCode: text("team_code"),
    kiosk: integer("kiosk", { mode: "boolean" }).notNull(),
    pending: integer("pending").notNull(),
    failed: integer("failed").notNull(),
    oldestPendingAt: integer("oldest_pending_at"),
    appVersion: text("app_version").notNull(),
    persisted: integer("persisted", { mode: "boolean" }),
    storageUsage: integer("storage_usage"),
    storageQuota: integer("storage_quota"),
    lastError: text("last_error"),
    reportedAt: integer("reported_at").notNull(),
    /** The SHA-256 of the device's own key: only a report with that key changes the row (decision 062). */
    keyHash: text("key_hash").notNull(),
  },
  (t) => [index("device_health_reported_idx").on(t.reportedAt)],
);

/**
 * When each new device id was taken, and from which client address (an IPv6 /64 as one): the limits on new
 * devices per address and overall (schema/rate-limit.ts NEW_DEVICE_LIMITS). Not linked to any device;
 * pruned as the window passes.
 */
export const deviceAdmissions = sqliteTable(
  "device_admissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    client: text("client").notNull(),
    admittedAt: integer("admitted_at").notNull(),
  },
  (t) => [index("device_admissions_client_idx").on(t.client, t.admittedAt), index("device_admissions_time_idx").on(t.admittedAt)],
);

/**
 * What each lower audience was last shown of the figures it reads in steps (decision 082): for viewers, the stats' groups, each with
 * its figure and the newest change it took in. Aggregates only, nobody's answers. `version` makes two publications at once one.
 */
export const publishedFigures = sqliteTable(
  "published_figures",
  {
    audience: text("audience").notNull(),
    figureKey: text("figure_key").notNull(),
    figure: text("figure", { mode: "json" }).notNull(),
    version: integer("version").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.audience, t.figureKey] })],
);

/**
 * A re-test linked by an admin to the earlier response it re-takes (decision 083): one earlier test per response and one re-test
 * per earlier test. An erasure of either removes the link.
 */
export const responseLinks = sqliteTable("response_links", {
  responseId: text("response_id").primaryKey(),
  previousId: text("previous_id").notNull().unique(),
  linkedAt: integer("linked_at", { mode: "timestamp_ms" }).notNull(),
});
