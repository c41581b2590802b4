import { Hono } from "hono";
import { AUDIT_LIMIT_DEFAULT, AuditQuerySchema, auditFileName, type AuditPage } from "../../schema/records/audit";
import { auditCsvStream } from "../export/audit-csv-stream";
import { auditExportEntry, auditPage } from "./audit";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { validQuery } from "../http/validate";

/**
 * /api/admin/audit (docs/admin.md#audit-log): the owner reads who did what, in pages or as one CSV. Mounted at "/",
 * so the role check is on each route (a `.use()` here would guard every admin route after it).
 */
export const adminAuditRoutes = new Hono<SessionEnv>()
  .get("/audit", requirePermission("readAudit"), validQuery(AuditQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const page = await auditPage(c.env.DB, q.limit ? Number(q.limit) : AUDIT_LIMIT_DEFAULT, q.cursor ? Number(q.cursor) : null);
    return c.json<AuditPage>(page);
  })
  .get("/audit.csv", requirePermission("readAudit"), async (c) => {
    // Recorded first, so the file itself shows who took it; the file ends at that entry.
    const upTo = await auditExportEntry(c.env.DB, c.get("user"));
    return c.body(auditCsvStream(c.env.DB, upTo), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditFileName(new Date())}"`,
    });
  });
