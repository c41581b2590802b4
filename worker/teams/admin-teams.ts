import { Hono } from "hono";
import { editedFields } from "../../schema/records/audit";
import type { ApiError } from "../../schema/save/payload";
import {
  SPONSOR_LINK_DEFAULT_DAYS,
  SPONSOR_LINK_MAX_DAYS,
  ProfileConfirmSchema,
  SponsorLinkCreateSchema,
  TeamCreateSchema,
  TeamUpdateSchema,
  LINK_PATH,
  type SponsorLink,
  type SponsorLinkCreated,
  type TeamDetail,
  type TeamListItem,
} from "../../schema/teams/team-api";
import { canDefineProfile } from "../../schema/teams/teams";
import { createSponsorLink, listSponsorLinks, revokeSponsorLink, teamsSponsorLinks } from "./sponsor-links";
import { secondProfileLinks } from "../../schema/teams/sponsor-exposure";
import type { SponsorExposureRefusal } from "./admin-response-team";
import { teamMemberFacts } from "./team-members";
import {
  confirmedProfileHistory,
  createTeam,
  getTeam,
  getTeamAndConfirmation,
  listTeams,
  setProfileConfirmation,
  updateTeam,
} from "./teams";
import { audit } from "../records/audit";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { teamDetail } from "./team-detail";
import { teamMap } from "./team-map";
import { addAction, roundActions, updateAction } from "./team-actions";
import {
  ActionCreateSchema,
  ActionUpdateSchema,
  MAX_ACTIONS_PER_ROUND,
  type ActionList,
  type TeamAction,
} from "../../schema/teams/map/team-actions";
import { roundChange, type TeamMapAnswer } from "../../schema/teams/map/round-change";
import { currentRound, openNextRound } from "./team-rounds";
import { teamExportResponse } from "../export/team-csv";
import { newReportToken } from "./codes";
import { validJson } from "../http/validate";
import { workerConfig } from "../http/env";

const DAY_MS = 24 * 60 * 60 * 1000;
const teamNotFound = (id: string): ApiError => ({ error: "Team not found", issues: [{ path: "id", message: `No team with id ${id}` }] });
const cannotDefine: ApiError = {
  error: "This response cannot define the team profile",
  issues: [{ path: "responseId", message: "Only a completed manager response with culture scores can define the team profile" }],
};
const badExpiry = (message: string): ApiError => ({ error: "Invalid request body", issues: [{ path: "expiresAt", message }] });

/**
 * Mounted at /api/admin/teams behind requireSession and the Origin check of every state-changing method; admins and owners only
 * (docs/admin.md).
 */
export const adminTeamRoutes = new Hono<SessionEnv>()
  .use(requirePermission("teams"))
  .get("/", async (c) => c.json<{ items: TeamListItem[] }>({ items: await listTeams(c.env.DB, workerConfig(c.env).anonymityFloor) }))
  .post("/", validJson(TeamCreateSchema), async (c) => {
    const team = await createTeam(c.env.DB, c.req.valid("json"), new Date());
    await audit(c.env.DB, {
      actor: c.get("user"),
      action: "team.create",
      target: team.id,
      detail: { name: team.name, organisation: team.organisation },
    });
    return c.json(team, 201);
  })
  .get("/:id", async (c) => {
    const detail = await teamDetail(c.env.DB, c.req.param("id"), workerConfig(c.env).anonymityFloor);
    return detail ? c.json<TeamDetail>(detail) : c.json(teamNotFound(c.req.param("id")), 404);
  })
  // The team profile is the manager response an admin confirmed (docs/teams.md), never whoever finished last.
  .put("/:id/profile", validJson(ProfileConfirmSchema), async (c) => {
    const id = c.req.param("id");
    const { responseId, confirmSponsorLinks = [] } = c.req.valid("json");
    const now = new Date();
    const [found, facts, links, history] = await Promise.all([
      getTeamAndConfirmation(c.env.DB, id),
      teamMemberFacts(c.env.DB, id),
      teamsSponsorLinks(c.env.DB, [id], now),
      confirmedProfileHistory(c.env.DB, id),
    ]);
    if (!found) return c.json(teamNotFound(id), 404);
    const member = facts.find((m) => m.id === responseId);
    if (!member)
      return c.json<ApiError>(
        { error: "Response not found", issues: [{ path: "responseId", message: `No response with id ${responseId} in this team` }] },
        404,
      );
    if (!canDefineProfile(member)) return c.json(cannotDefine, 400);
    const previous = found.confirmation?.responseId ?? null;
    // Links that saw the members against one profile would see them against a second: two distances each (decision 063).
    const exposed = secondProfileLinks(history, responseId, links);
    if (exposed.some((l) => !confirmSponsorLinks.includes(l.id))) {
      return c.json<SponsorExposureRefusal>(
        {
          error: "A second profile shows the members to sponsor links at a second distance",
          issues: [
            {
              path: "confirmSponsorLinks",
              message: `${exposed.length} sponsor links of ${found.team.name} have seen its members against the confirmed profile; list them in confirmSponsorLinks to confirm another anyway`,
            },
          ],
          sponsorLinks: exposed,
        },
        409,
      );
    }
    await setProfileConfirmation(c.env.DB, id, responseId, now);
    await audit(
      c.env.DB,
      {
        actor: c.get("user"),
        action: "team.profile.confirm",
        target: id,
        detail: { responseId, previous, ...(exposed.length ? { sponsorLinks: exposed.map((l) => l.id) } : {}) },
      },
      now,
    );
    const detail = await teamDetail(c.env.DB, id, workerConfig(c.env).anonymityFloor);
    return detail ? c.json<TeamDetail>(detail) : c.json(teamNotFound(id), 404);
  })
  .delete("/:id/profile", async (c) => {
    const id = c.req.param("id");
    const found = await getTeamAndConfirmation(c.env.DB, id);
    if (!found) return c.json(teamNotFound(id), 404);
    if (found.confirmation) {
      const now = new Date();
      await setProfileConfirmation(c.env.DB, id, null, now);
      await audit(
        c.env.DB,
        { actor: c.get("user"), action: "team.profile.clear", target: id, detail: { responseId: found.confirmation.responseId } },
        now,
      );
    }
    const detail = await teamDetail(c.env.DB, id, workerConfig(c.env).anonymityFloor);
    return detail ? c.json<TeamDetail>(detail) : c.json(teamNotFound(id), 404);
  })
  .patch("/:id", validJson(TeamUpdateSchema), async (c) => {
    const before = await getTeam(c.env.DB, c.req.param("id"));
    const now = new Date();
    const team = before ? await updateTeam(c.env.DB, before.id, c.req.valid("json"), now) : null;
    if (!before || !team) return c.json(teamNotFound(c.req.param("id")), 404);
    const changes = editedFields(before, {
      name: team.name,
      organisation: team.organisation,
      archived: team.archived,
      language: team.language,
    });
    await audit(
      c.env.DB,
      changes.map((change) => ({ actor: c.get("user"), action: "team.update" as const, target: team.id, detail: change })),
      now,
    );
    return c.json(team);
  })
  .get("/:id/map", async (c) => {
    const id = c.req.param("id");
    const round = await currentRound(c.env.DB, id);
    if (round === null) return c.json(teamNotFound(id), 404);
    const floor = workerConfig(c.env).anonymityFloor;
    const [current, previous] = await Promise.all([
      teamMap(c.env.DB, id, round, floor),
      round > 1 ? teamMap(c.env.DB, id, round - 1, floor) : Promise.resolve(null),
    ]);
    return c.json<TeamMapAnswer>({ round, current, previous, change: previous && roundChange(previous, current) });
  })
  // Closes the open round and opens the next (decision 083): the same invite links keep working, and what completes from now counts
  // in the new round.
  .post("/:id/rounds", async (c) => {
    const id = c.req.param("id");
    const now = new Date();
    const round = await openNextRound(c.env.DB, id, now);
    if (round === null) return c.json(teamNotFound(id), 404);
    await audit(c.env.DB, { actor: c.get("user"), action: "team.round.open", target: id, detail: { round } }, now);
    return c.json<{ round: number }>({ round }, 201);
  })
  .get("/:id/actions", async (c) => {
    const found = await roundActions(c.env.DB, c.req.param("id"));
    return found ? c.json<ActionList>(found) : c.json(teamNotFound(c.req.param("id")), 404);
  })
  .post("/:id/actions", validJson(ActionCreateSchema), async (c) => {
    const id = c.req.param("id");
    const found = await roundActions(c.env.DB, id);
    if (!found) return c.json(teamNotFound(id), 404);
    const now = new Date();
    const action = await addAction(c.env.DB, id, found.round, c.req.valid("json"), MAX_ACTIONS_PER_ROUND, now);
    if (!action) {
      const message = `Round ${found.round} already has ${MAX_ACTIONS_PER_ROUND} actions; change or drop one instead`;
      return c.json<ApiError>({ error: "Too many actions", issues: [{ path: "actions", message }] }, 409);
    }
    const { id: actionId, round, what, owner, due } = action;
    await audit(
      c.env.DB,
      { actor: c.get("user"), action: "team.action.create", target: id, detail: { actionId, round, what, owner, due } },
      now,
    );
    return c.json<TeamAction>(action, 201);
  })
  .patch("/:id/actions/:actionId", validJson(ActionUpdateSchema), async (c) => {
    const { id, actionId } = c.req.param();
    const now = new Date();
    const changed = await updateAction(c.env.DB, id, actionId, c.req.valid("json"), now);
    if (!changed)
      return c.json<ApiError>(
        { error: "Action not found", issues: [{ path: "actionId", message: `No action ${actionId} in this team` }] },
        404,
      );
    const fields = (["what", "owner", "due", "status"] as const).filter((f) => changed.before[f] !== changed.after[f]);
    await audit(
      c.env.DB,
      fields.map((field) => ({
        actor: c.get("user"),
        action: "team.action.update" as const,
        target: id,
        detail: { actionId, field, old: changed.before[field], new: changed.after[field] },
      })),
      now,
    );
    return c.json<TeamAction>(changed.after);
  })
  .get("/:id/export.csv", async (c) => {
    const team = await getTeam(c.env.DB, c.req.param("id"));
    if (!team) return c.json(teamNotFound(c.req.param("id")), 404);
    const now = new Date();
    const { response, rows } = await teamExportResponse(c.env.DB, team, now);
    // Recorded after the read, so the count is exactly the file's (docs/admin.md, audit log).
    await audit(c.env.DB, { actor: c.get("user"), action: "team.export", target: team.id, detail: { rows, teamId: team.id } }, now);
    return response;
  })
  .get("/:id/sponsor-links", async (c) => {
    const id = c.req.param("id");
    if (!(await getTeam(c.env.DB, id))) return c.json(teamNotFound(id), 404);
    return c.json<{ items: SponsorLink[] }>({ items: await listSponsorLinks(c.env.DB, id, new Date()) });
  })
  .post("/:id/sponsor-links", validJson(SponsorLinkCreateSchema), async (c) => {
    const id = c.req.param("id");
    if (!(await getTeam(c.env.DB, id))) return c.json(teamNotFound(id), 404);
    const now = new Date();
    const { expiresAt: given, kind = "sponsor" } = c.req.valid("json");
    const expiresAt = given ? new Date(given) : new Date(now.getTime() + SPONSOR_LINK_DEFAULT_DAYS * DAY_MS);
    if (expiresAt.getTime() <= now.getTime()) return c.json(badExpiry("expiresAt must be in the future"), 400);
    if (expiresAt.getTime() > now.getTime() + SPONSOR_LINK_MAX_DAYS * DAY_MS)
      return c.json(badExpiry(`expiresAt must be within ${SPONSOR_LINK_MAX_DAYS} days`), 400);
    const token = newReportToken();
    const link = await createSponsorLink(c.env.DB, { teamId: id, token, expiresAt, now, kind });
    const url = `${new URL(c.req.url).origin}${LINK_PATH[kind]}${token}`;
    await audit(
      c.env.DB,
      {
        actor: c.get("user"),
        action: "sponsor-link.create",
        target: id,
        detail: { linkId: link.id, expiresAt: link.expiresAt.toISOString(), kind },
      },
      now,
    );
    return c.json<SponsorLinkCreated>({ id: link.id, url, expiresAt: link.expiresAt.toISOString(), kind }, 201);
  });

/** Mounted at /api/admin/sponsor-links; admins and owners only. */
export const adminSponsorLinkRoutes = new Hono<SessionEnv>().delete("/:id", requirePermission("teams"), async (c) => {
  const id = c.req.param("id");
  if (!(await revokeSponsorLink(c.env.DB, id, new Date()))) {
    return c.json<ApiError>({ error: "Sponsor link not found", issues: [{ path: "id", message: `No sponsor link with id ${id}` }] }, 404);
  }
  await audit(c.env.DB, { actor: c.get("user"), action: "sponsor-link.revoke", target: id });
  return c.body(null, 204);
});
