import { Hono } from "hono";
import { EraseSchema, namesMatch, respondentDataFileName } from "../../schema/records/data-rights";
import { normaliseResponseId, type ApiError } from "../../schema/save/payload";
import { audit } from "./audit";
import { eraseResponse } from "./erase-response";
import { getResponse } from "./get-response";
import { respondentData } from "./respondent-data";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { validJson } from "../http/validate";

const notFound = (id: string): ApiError => ({
  error: "Response not found",
  issues: [{ path: "id", message: `No response with id ${id}` }],
});

/**
 * Mounted at /api/admin/responses: a respondent's data download and erasure (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20),
 * admins and owners only.
 */
export const adminDataRightsRoutes = new Hono<SessionEnv>()
  .get("/:id/data", requirePermission("downloadData"), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const now = new Date();
    const data = await respondentData(c.env.DB, id, now);
    if (!data) return c.json(notFound(id), 404);
    // One respondent's record; every download and export records its row count (docs/admin.md).
    await audit(c.env.DB, { actor: c.get("user"), action: "response.download", target: id, detail: { rows: 1 } }, now);
    return c.body(JSON.stringify(data, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${respondentDataFileName(id)}"`,
    });
  })
  .delete("/:id", requirePermission("erase"), validJson(EraseSchema), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const record = await getResponse(c.env.DB, id);
    if (!record) return c.json(notFound(id), 404);
    // The typed name is the confirmation that the admin erases the person they mean.
    if (!namesMatch(c.req.valid("json").confirmName, record.name)) {
      return c.json<ApiError>(
        { error: "The name does not match", issues: [{ path: "confirmName", message: "Type the person's name exactly as it is stored" }] },
        400,
      );
    }
    return (await eraseResponse(c.env.DB, id, c.get("user"), new Date())) ? c.body(null, 204) : c.json(notFound(id), 404);
  })
  // Decision 084: the respondent takes back sharing their type with their team's manager; from the next view on, the manager's link
  // no longer names them.
  .delete("/:id/manager-share", requirePermission("erase"), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const now = new Date();
    const row = await c.env.DB.prepare("SELECT manager_share_at AS at FROM assessment_responses WHERE id = ?")
      .bind(id)
      .first<{ at: number | null }>();
    if (!row) return c.json(notFound(id), 404);
    const cleared =
      row.at === null
        ? null
        : await c.env.DB.prepare(
            "UPDATE assessment_responses SET manager_share_at = NULL, manager_share_version = NULL, updated_at = ? WHERE id = ? AND manager_share_at IS NOT NULL",
          )
            .bind(now.getTime(), id)
            .run();
    if (!cleared?.meta.changes) {
      return c.json<ApiError>(
        {
          error: "Nothing to withdraw",
          issues: [{ path: "managerShare", message: "This respondent does not share their type with a manager" }],
        },
        409,
      );
    }
    await audit(
      c.env.DB,
      { actor: c.get("user"), action: "response.manager-share.withdraw", target: id, detail: { at: new Date(row.at!).toISOString() } },
      now,
    );
    return c.body(null, 204);
  });
