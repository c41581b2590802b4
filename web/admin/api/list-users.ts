import type { UserList } from "../../../schema/identity/roles";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const USERS_KEY = ["users"] as const;

export const fetchUsers = () => requestJson<UserList>("GET", "/api/admin/users");

/** GET /api/admin/users: the allow-list (owner only). */
export function useUsers() {
  return useQuery(USERS_KEY, fetchUsers);
}
