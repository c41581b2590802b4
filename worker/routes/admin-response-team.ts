import { Hono } from "hono";
import { normaliseResponseId, type ApiError } from "../../schema/payload";
import { AssignTeamSchema, type ResponseTeam } from "../../schema/team-api";
import { assignTeam, responseTeam } from "../db/response-team";
import { getTeam } from "../db/teams";
import { audit } from "../db/audit";
import { requirePermission } from "../middleware/role";
import type { SessionEnv } from "../middleware/session";
import { validJson } from "../validate";

const notFound = (id: string): ApiError => ({
  error: "Response not found",
  issues: [{ path: "id", message: `No response with id ${id}` }],
});

/** Mounted at /api/admin/responses behind requireSession: a respondent's team, and assigning one; admins and owners only. */
export const adminResponseTeamRoutes = new Hono<SessionEnv>()
  .get("/:id/team", requirePermission("teams"), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const answer = await responseTeam(c.env.DB, id);
    return answer ? c.json<ResponseTeam>(answer) : c.json(notFound(id), 404);
  })
  .put("/:id/team", requirePermission("teams"), validJson(AssignTeamSchema), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const { teamId } = c.req.valid("json");
    const before = await responseTeam(c.env.DB, id);
    if (teamId !== null && !(await getTeam(c.env.DB, teamId))) {
      return c.json<ApiError>({ error: "Invalid request body", issues: [{ path: "teamId", message: `No team with id ${teamId}` }] }, 400);
    }
    if (!before || !(await assignTeam(c.env.DB, id, teamId, new Date()))) return c.json(notFound(id), 404);
    if ((before.teamId ?? null) !== teamId) {
      await audit(c.env.DB, {
        actor: c.get("user"),
        action: "response.edit",
        target: id,
        detail: { field: "teamId", old: before.teamId ?? null, new: teamId },
      });
    }
    return c.json<ResponseTeam>((await responseTeam(c.env.DB, id))!);
  });
