// The teams API contract (docs/teams.md#the-rules), shared by the worker routes, the admin UI and the report page.
import * as z from "zod/mini";
import type { Animal, Audience } from "../constants";
import { LANGUAGES, type Language } from "../assessment/languages";
import type { CultureScores } from "../assessment/scoring";
import type { MarkedFigure } from "./match-spread";
import type { ProfileSource } from "./teams";

export { isTeamCode, TEAM_CODE_RE } from "./team-code";

/** A save's `teamCode` is never a reason to refuse the save (docs/teams.md#the-rules), so only its length is checked. */
export const SaveTeamCodeSchema = z.optional(z.nullable(z.string().check(z.maxLength(100, "teamCode must be 100 characters or fewer"))));

const name = z
  .string({ error: "Team name is required" })
  .check(z.trim(), z.minLength(1, "Team name is required"), z.maxLength(120, "Team name must be 120 characters or fewer"));
const organisation = z.nullable(z.string().check(z.trim(), z.maxLength(120, "Organisation must be 120 characters or fewer")));

/** POST /api/admin/teams */
export const TeamCreateSchema = z.object({ name, organisation: z.optional(organisation) });
export type TeamCreate = z.infer<typeof TeamCreateSchema>;

/** PATCH /api/admin/teams/:id — at least one field. */
export const TeamUpdateSchema = z
  .object({
    name: z.optional(name),
    organisation: z.optional(organisation),
    archived: z.optional(z.boolean({ error: "archived must be true or false" })),
    // The language its invite links open in; null: each respondent's browser decides (docs/teams.md).
    language: z.optional(z.nullable(z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(", ")} or null` }))),
  })
  .check(
    z.refine(
      (u) => u.name !== undefined || u.organisation !== undefined || u.archived !== undefined || u.language !== undefined,
      "Give name, organisation, archived or language",
    ),
  );
export type TeamUpdate = z.infer<typeof TeamUpdateSchema>;

export const SPONSOR_LINK_DEFAULT_DAYS = 30;
export const SPONSOR_LINK_MAX_DAYS = 366;

/** POST /api/admin/teams/:id/sponsor-links — the expiry must lie in the future (checked by the route, which knows the time). */
/** Decision 083: a sponsor's report of the team, or a manager's view of its map; a token opens only its own kind. */
export const LINK_KINDS = ["sponsor", "manager"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
/** Where each kind's link opens. */
export const LINK_PATH: Record<LinkKind, string> = { sponsor: "/report/", manager: "/manager/" };

export const SponsorLinkCreateSchema = z.object({
  expiresAt: z.optional(z.iso.datetime({ offset: true, error: "expiresAt must be an ISO date and time, e.g. 2027-01-31T23:59:59Z" })),
  kind: z.optional(z.enum(LINK_KINDS, { error: `kind must be one of ${LINK_KINDS.join(", ")}` })),
});

/** The ids of the sponsor links a 409's `sponsorLinks` warned of (decision 063), to go ahead anyway. */
const confirmSponsorLinks = z.optional(
  z
    .array(z.string({ error: "confirmSponsorLinks must be sponsor link ids" }).check(z.maxLength(100, "A sponsor link id is too long")), {
      error: "confirmSponsorLinks must be a list of sponsor link ids",
    })
    .check(z.maxLength(100, "confirmSponsorLinks names at most 100 links")),
);

/**
 * PUT /api/admin/responses/:id/team — null takes the response out of its team. `confirmSponsorLinks`: the
 * ids of the sponsor links the admin was warned of (a 409's `sponsorLinks`, decision 063), to move anyway.
 */
export const AssignTeamSchema = z.object({
  teamId: z.nullable(
    z
      .string({ error: "teamId must be a team id or null" })
      .check(z.minLength(1, "teamId must be a team id or null"), z.maxLength(100, "teamId is too long")),
  ),
  confirmSponsorLinks,
});
export type AssignTeam = z.infer<typeof AssignTeamSchema>;

/** GET /api/admin/responses?team= — a team id, or "unassigned" for responses that carry a code but no team. */
export const UNASSIGNED_TEAM = "unassigned";

/** A join code per invite audience (docs/teams.md): a save joins only with its own audience's code. */
export type TeamCodes = Record<Audience, string>;

export type Team = {
  id: string;
  name: string;
  organisation: string | null;
  codes: TeamCodes;
  archived: boolean;
  createdAt: string;
  /** The language its invite links open in (`&lang=`); null: each respondent's browser decides. */
  language: Language | null;
};

export type TeamListItem = Team & {
  members: number;
  completed: number;
  profile: CultureScores | null;
  profileSource: ProfileSource | null;
  /** How many completed members a "mean" profile is made of (1 for a manager's). */
  profileMembers: number;
  /**
   * A members' mean is an aggregate: shown here always, with the audiences that would see it hidden at the anonymity floor and how
   * many more members it needs there (decision 081). Null for a manager's profile, which is not an aggregate, or none.
   */
  profileMark: Omit<MarkedFigure<CultureScores>, "figure"> | null;
};

export type TeamMember = {
  id: string;
  name: string;
  userFlow: Audience;
  isCompleted: boolean;
  cultureMatch: number | null;
  cultureAdd: Animal | null;
  definesProfile: boolean;
};

/** A completed manager response with culture scores, which an admin may confirm as the team's profile. */
export type ProfileCandidate = { id: string; name: string; completedAt: string };

export type TeamDetail = {
  team: TeamListItem;
  profile: CultureScores | null;
  profileSource: ProfileSource | null;
  members: TeamMember[];
  /** Newest first. */
  profileCandidates: ProfileCandidate[];
  /** The confirmed response while it still defines the profile (a completed manager member with scores); else null. */
  confirmedProfile: { responseId: string; confirmedAt: string } | null;
};

/**
 * PUT /api/admin/teams/:id/profile — confirms a candidate as the response that defines the team's profile. `confirmSponsorLinks`: the
 * links a 409 named, when this replaces a confirmed profile that sponsor links have seen members against (decision 063).
 */
export const ProfileConfirmSchema = z.object({
  responseId: z
    .string({ error: "responseId must be the id of a response in this team" })
    .check(z.minLength(1, "responseId must be the id of a response in this team"), z.maxLength(100, "responseId is too long")),
  confirmSponsorLinks,
});

/** GET /api/teams/:code — the only things a respondent learns about a team: its name and whom the link is for. */
export type PublicTeam = { name: string; audience: Audience };

export type SponsorLinkStatus = "active" | "expired" | "revoked";
export type SponsorLink = {
  id: string;
  teamId: string;
  kind: LinkKind;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: SponsorLinkStatus;
  views: number;
  lastViewedAt: string | null;
};
/** The answer to creating a link: the only time its URL (holding the token) is shown. */
export type SponsorLinkCreated = { id: string; url: string; expiresAt: string; kind: LinkKind };

/** GET /api/admin/responses/:id/team — the respondent's team and match, for the detail view. */
export type ResponseTeam = {
  teamId: string | null;
  teamCode: string | null;
  team: Team | null;
  profile: CultureScores | null;
  profileSource: ProfileSource | null;
  profileMembers: number;
  cultureMatch: number | null;
  cultureAdd: Animal | null;
  definesProfile: boolean;
};
