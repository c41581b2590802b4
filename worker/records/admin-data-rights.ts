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
  });
