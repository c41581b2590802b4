import { createContext, useContext } from "react";
import type { AuthUser } from "../../../schema/records/admin";
import { can, type Permission } from "../../../schema/identity/roles";

/** The signed-in admin, from /api/auth/user, for every screen of the workspace. */
export const AdminUserContext = createContext<AuthUser | null>(null);

export function useAdminUser(): AuthUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error("useAdminUser needs an AdminUserContext provider");
  return user;
}

/** Whether the dashboard offers an action; the server checks the same rule (schema/identity/roles.ts) and answers 403. */
export function useCan(action: Permission): boolean {
  return can(useAdminUser().role, action);
}
