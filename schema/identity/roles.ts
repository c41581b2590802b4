// Admin roles and what each may do (docs/admin.md#roles), shared by the worker's checks and the dashboard's buttons.
import * as z from "zod/mini";

export const ROLES = ["owner", "admin", "viewer"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, admin: 1, owner: 2 };

/**
 * The least role each action needs. Reading the list, a record, stats and insights needs only a session;
 * a record's demographics (GDPR Art. 9) and team membership need more (docs/admin.md, Roles).
 */
export const PERMISSIONS = {
  readDemographics: "admin",
  edit: "admin",
  export: "admin",
  erase: "admin",
  downloadData: "admin",
  teams: "admin",
  importOutbox: "admin",
  manageUsers: "owner",
  readAudit: "owner",
  revokeAllSessions: "owner",
} as const satisfies Record<string, Role>;
export type Permission = keyof typeof PERMISSIONS;

export const hasRole = (role: Role, least: Role): boolean => RANK[role] >= RANK[least];

export const can = (role: Role, action: Permission): boolean => hasRole(role, PERMISSIONS[action]);

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

export const ROLE_LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", viewer: "Viewer" };

const RoleSchema = z.enum(ROLES, { error: "Role must be owner, admin or viewer" });

const MAX_EMAIL = 320;
/** Emails are compared lower-cased: providers differ in the case they send back. */
const InviteEmailSchema = z.pipe(
  z.string({ error: "Email is required" }).check(z.trim(), z.toLowerCase(), z.maxLength(MAX_EMAIL, "Email is too long")),
  z.email({ error: "Valid email is required" }),
);

/** POST /api/admin/users */
export const InviteUserSchema = z.object({ email: InviteEmailSchema, role: RoleSchema });
export type InviteUser = z.infer<typeof InviteUserSchema>;

/** PATCH /api/admin/users/:id */
export const RoleUpdateSchema = z.object({ role: RoleSchema });

/** One allow-listed admin user. `passwordOwner`: the ADMIN_PASSWORD holder's row, always an owner. */
export type AdminUser = { id: string; email: string; name: string | null; role: Role; passwordOwner: boolean };
export type UserList = { items: AdminUser[] };

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
