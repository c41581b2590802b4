import { Hono } from "hono";
import { DEVICE_LIMIT_DEFAULT, DeviceQuerySchema, type AdminStats, type DeviceLedgerRow } from "../../schema/records/admin";
import { exportFileName } from "../../schema/export/export-columns";
import { statsForAll } from "../../schema/records/stats-privacy";
import { hasRole } from "../../schema/identity/roles";
import { workerConfig } from "../http/env";
import { viewerStats } from "./viewer-stats";
import { deviceLedger } from "../live/device-ledger";
import { audit } from "./audit";
import { countResponses } from "../export/response-rows";
import { adminStats } from "./stats";
import { exportCsvStream } from "../export/responses-csv-stream";
import { noStore } from "../http/no-store";
import { rejectForeignOrigin } from "../http/origin";
import { requirePermission } from "../identity/role";
import { requireSession, type SessionEnv } from "../identity/session";
import { adminAuditRoutes } from "./admin-audit";
import { adminDataRightsRoutes } from "./admin-data-rights";
import { adminImportRoutes } from "./admin-import";
import { adminLiveRoutes } from "../live/admin-live";
import { adminLoginRoutes } from "../identity/admin-login";
import { adminResponseRoutes } from "./admin-responses";
import { adminResponseTeamRoutes } from "../teams/admin-response-team";
import { adminSponsorLinkRoutes, adminTeamRoutes } from "../teams/admin-teams";
import { adminSessionRoutes } from "../identity/admin-sessions";
import { adminUserRoutes } from "../identity/admin-users";
import { validQuery } from "../http/validate";

/**
 * /api/admin/*: login and config are open; everything registered after requireSession needs a session,
 * and each change, export or owner's page also its role (requirePermission, schema/identity/roles.ts).
 */
export const adminRoutes = new Hono<SessionEnv>()
  .use(noStore, rejectForeignOrigin)
  .route("/", adminLoginRoutes)
  // Before requireSession: the board's requests need a session too, but are not use of it (decision 060).
  .route("/live", adminLiveRoutes)
  .use(requireSession)
  .route("/responses", adminResponseRoutes)
  .route("/responses", adminResponseTeamRoutes)
  .route("/responses", adminDataRightsRoutes)
  .route("/teams", adminTeamRoutes)
  .route("/sponsor-links", adminSponsorLinkRoutes)
  .route("/sessions", adminSessionRoutes)
  .route("/import", adminImportRoutes)
  .route("/users", adminUserRoutes)
  .route("/", adminAuditRoutes)
  // Owners and admins read the records and see every figure; a viewer's pass the anonymity rules (decision 082).
  .get("/stats", async (c) => {
    const floor = workerConfig(c.env).anonymityFloor;
    const now = new Date();
    if (hasRole(c.get("user").role, "admin")) return c.json<AdminStats>(statsForAll(await adminStats(c.env.DB, now), floor));
    return c.json<AdminStats>(await viewerStats(c.env.DB, now, floor));
  })
  .get("/devices", validQuery(DeviceQuerySchema), async (c) => {
    const limit = Number(c.req.valid("query").limit ?? DEVICE_LIMIT_DEFAULT);
    return c.json<DeviceLedgerRow[]>(await deviceLedger(c.env.DB, limit));
  })
  .get("/export.csv", requirePermission("export"), async (c) => {
    // Counted before streaming so the dashboard can show progress against X-Row-Count.
    const total = await countResponses(c.env.DB);
    await audit(c.env.DB, { actor: c.get("user"), action: "export.csv", detail: { rows: total } });
    return c.body(exportCsvStream(c.env.DB), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
      "X-Row-Count": String(total),
    });
  });
