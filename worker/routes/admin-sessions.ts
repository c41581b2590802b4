import { Hono } from "hono";
import type { RevokeAllAnswer } from "../../schema/admin";
import { clearSessionCookie } from "../auth/cookie";
import { audit } from "../db/audit";
import { deleteAllSessions } from "../db/sessions";
import { endLiveSessions } from "../live/notify";
import { requirePermission } from "../middleware/role";
import type { SessionEnv } from "../middleware/session";

/** /api/admin/sessions/*, behind requireSession and the Origin check (docs/admin.md#roles: the owner's action). */
export const adminSessionRoutes = new Hono<SessionEnv>().post("/revoke-all", requirePermission("revokeAllSessions"), async (c) => {
  const sids = await deleteAllSessions(c.env.DB);
  const revoked = sids.length;
  await endLiveSessions(c.env, { sids });
  await audit(c.env.DB, { actor: c.get("user"), action: "sessions.revoke-all", detail: { revoked } });
  // The caller's session is among them: its browser drops the cookie at once.
  clearSessionCookie(c);
  return c.json<RevokeAllAnswer>({ revoked });
});
