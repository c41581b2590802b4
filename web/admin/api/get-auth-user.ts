import type { AuthUser } from "../../../schema/admin";
import { hasStatus, requestJson } from "./http";
import { useQuery } from "./query-context";

export const AUTH_USER_KEY = "auth-user";

/** GET /api/auth/user; a 401 means "not signed in" (null), not an error. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    return await requestJson<AuthUser>("GET", "/api/auth/user");
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export function useAuthUser() {
  return useQuery(AUTH_USER_KEY, fetchAuthUser);
}
