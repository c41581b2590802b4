import { Hono } from "hono";
import type { ApiError } from "../../schema/save/payload";
import { InviteUserSchema, RoleUpdateSchema, type AdminUser, type UserList } from "../../schema/identity/roles";
import { changeRole, findUser, inviteUser, listUsers, removeUser, toAdminUser } from "./users";
import { workerConfig } from "../http/env";
import { endLiveSessions } from "../live/notify";
import { requirePermission } from "./role";
import type { SessionEnv } from "./session";
import { validJson } from "../http/validate";

const notFound = (id: string): ApiError => ({ error: "User not found", issues: [{ path: "id", message: `No user with id ${id}` }] });
const refused = (path: string, message: string): ApiError => ({ error: message, issues: [{ path, message }] });

/** /api/admin/users (docs/admin.md#roles): the owner's allow-list of who may sign in, and with which role. */
export const adminUserRoutes = new Hono<SessionEnv>()
  .use(requirePermission("manageUsers"))
  .get("/", async (c) => c.json<UserList>({ items: await listUsers(c.env.DB, workerConfig(c.env).adminEmail) }))
  .post("/", validJson(InviteUserSchema), async (c) => {
    const invite = c.req.valid("json");
    const row = await inviteUser(c.env.DB, invite, new Date(), {
      actor: c.get("user"),
      action: "user.invite",
      target: invite.email,
      detail: { role: invite.role },
    });
    if (!row) return c.json(refused("email", `${invite.email} is already invited`), 409);
    return c.json<AdminUser>(toAdminUser(row, workerConfig(c.env).adminEmail), 201);
  })
  .patch("/:id", validJson(RoleUpdateSchema), async (c) => {
    const id = c.req.param("id");
    const target = await findUser(c.env.DB, id);
    if (!target) return c.json(notFound(id), 404);
    // The password holder stays an owner, and nobody demotes themselves out of the Users page by a slip.
    if (target.email === workerConfig(c.env).adminEmail) return c.json(refused("role", "The password owner is always an owner"), 409);
    if (target.id === c.get("user").id) return c.json(refused("role", "You cannot change your own role"), 409);
    const { role } = c.req.valid("json");
    const event = { actor: c.get("user"), action: "user.role", target: target.email, detail: { old: target.role, new: role } } as const;
    const updated = await changeRole(c.env.DB, id, role, new Date(), event);
    // The sessions signed in with the old role ended in the same batch; so do the boards they hold.
    await endLiveSessions(c.env, { userIds: [id] });
    return updated ? c.json<AdminUser>(toAdminUser(updated, workerConfig(c.env).adminEmail)) : c.json(notFound(id), 404);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const target = await findUser(c.env.DB, id);
    if (!target) return c.json(notFound(id), 404);
    if (target.email === workerConfig(c.env).adminEmail) return c.json(refused("id", "The password owner cannot be removed"), 409);
    if (target.id === c.get("user").id) return c.json(refused("id", "You cannot remove yourself"), 409);
    const event = { actor: c.get("user"), action: "user.remove", target: target.email, detail: { role: target.role } } as const;
    const removed = await removeUser(c.env.DB, id, new Date(), event);
    await endLiveSessions(c.env, { userIds: [id] });
    return removed ? c.body(null, 204) : c.json(notFound(id), 404);
  });
