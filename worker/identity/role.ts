import { createMiddleware } from "hono/factory";
import type { ApiError } from "../../schema/save/payload";
import { can, PERMISSIONS, ROLE_LABEL, type Permission } from "../../schema/identity/roles";
import type { SessionEnv } from "./session";

/** After requireSession: 403 JSON unless the signed-in user's role allows `action` (docs/admin.md#roles). */
export const requirePermission = (action: Permission) =>
  createMiddleware<SessionEnv>(async (c, next) => {
    const { role } = c.get("user");
    if (!can(role, action)) {
      const needed = ROLE_LABEL[PERMISSIONS[action]];
      return c.json<ApiError>(
        { error: "Access denied", issues: [{ path: "", message: `${ROLE_LABEL[role]}s cannot do this; it needs the ${needed} role` }] },
        403,
      );
    }
    await next();
  });
