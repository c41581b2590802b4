import { Hono } from "hono";
import { normaliseResponseId, type ApiError } from "../../schema/save/payload";
import { exposedLinks, type TeamLink } from "../../schema/teams/sponsor-exposure";
import { AssignTeamSchema, type ResponseTeam } from "../../schema/teams/team-api";
import { assignTeam, responseTeam, teamHistory } from "./response-team";
import { teamsSponsorLinks } from "./sponsor-links";
import { getTeam } from "./teams";
import { audit } from "../records/audit";
import { RetestLinkSchema, type Retest } from "../../schema/teams/map/retest";
import { linkRetest, retestOf } from "./retests";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { validJson } from "../http/validate";

const notFound = (id: string): ApiError => ({
  error: "Response not found",
  issues: [{ path: "id", message: `No response with id ${id}` }],
});

/** The 409 of a move that would show the member to a second team's sponsor links: the links, for the admin to confirm. */
export type SponsorExposureRefusal = ApiError & { sponsorLinks: TeamLink[] };

/** Mounted at /api/admin/responses behind requireSession: a respondent's team, and assigning one; admins and owners only. */
export const adminResponseTeamRoutes = new Hono<SessionEnv>()
  // A re-test and the earlier test it re-takes (decision 083): linked by an admin, never guessed from an email.
  .get("/:id/retest", requirePermission("teams"), async (c) =>
    c.json<Retest>(await retestOf(c.env.DB, normaliseResponseId(c.req.param("id")))),
  )
  .put("/:id/retest", requirePermission("teams"), validJson(RetestLinkSchema), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const { previousId } = c.req.valid("json");
    const now = new Date();
    const refused = await linkRetest(c.env.DB, id, previousId, now);
    if (refused) {
      const body: ApiError = { error: "The re-test was not linked", issues: [{ path: refused.path, message: refused.message }] };
      return c.json(body, refused.status);
    }
    await audit(c.env.DB, { actor: c.get("user"), action: "response.retest", target: id, detail: { previousId } }, now);
    return c.json<Retest>(await retestOf(c.env.DB, id));
  })
  .get("/:id/team", requirePermission("teams"), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const answer = await responseTeam(c.env.DB, id);
    return answer ? c.json<ResponseTeam>(answer) : c.json(notFound(id), 404);
  })
  .put("/:id/team", requirePermission("teams"), validJson(AssignTeamSchema), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const { teamId, confirmSponsorLinks = [] } = c.req.valid("json");
    const before = await responseTeam(c.env.DB, id);
    if (teamId !== null && !(await getTeam(c.env.DB, teamId))) {
      return c.json<ApiError>({ error: "Invalid request body", issues: [{ path: "teamId", message: `No team with id ${teamId}` }] }, 400);
    }
    if (!before) return c.json(notFound(id), 404);
    const moving = (before.teamId ?? null) !== teamId;
    // A sponsor holding links of two teams would see the member's distance from two profiles (decision 063).
    const exposed = moving ? await exposure(c.env.DB, id, before.teamId, teamId) : [];
    if (exposed.some((l) => !confirmSponsorLinks.includes(l.id))) {
      const teams = [...new Set(exposed.map((l) => l.teamName))].join(" and ");
      return c.json<SponsorExposureRefusal>(
        {
          error: "This move shows the person to the sponsor links of a second team",
          issues: [
            {
              path: "confirmSponsorLinks",
              message: `${exposed.length} sponsor links of ${teams} would see this person; list them in confirmSponsorLinks to move anyway`,
            },
          ],
          sponsorLinks: exposed,
        },
        409,
      );
    }
    if (!(await assignTeam(c.env.DB, id, teamId, new Date()))) return c.json(notFound(id), 404);
    if (moving) {
      await audit(c.env.DB, {
        actor: c.get("user"),
        action: "response.edit",
        target: id,
        detail: {
          field: "teamId",
          old: before.teamId ?? null,
          new: teamId,
          ...(exposed.length ? { sponsorLinks: exposed.map((l) => l.id) } : {}),
        },
      });
    }
    return c.json<ResponseTeam>((await responseTeam(c.env.DB, id))!);
  });

/** The sponsor links a move of this response into `to` would show it to in more than one team (schema/teams/sponsor-exposure.ts). */
async function exposure(d1: D1Database, id: string, current: string | null, to: string | null): Promise<TeamLink[]> {
  if (to === null) return [];
  const history = await teamHistory(d1, id, current);
  if (!history.some((teamId) => teamId !== to)) return [];
  return exposedLinks(history, to, await teamsSponsorLinks(d1, [...history, to], new Date()));
}
