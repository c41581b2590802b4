import { Hono } from "hono";
import type { RevokeAllAnswer } from "../../schema/records/admin";
import { clearSessionCookie } from "./cookie";
import { audit } from "../records/audit";
import { deleteAllSessions } from "./sessions";
import { endLiveSessions } from "../live/notify";
import { requirePermission } from "./role";
import type { SessionEnv } from "./session";

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
