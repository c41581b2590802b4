import type { AuthUser } from "../../../schema/records/admin";
import { hasStatus, requestJson } from "./http";
import { useQuery } from "./query-context";

export const AUTH_USER_KEY = ["auth-user"] as const;

/** GET /api/auth/user; null (or a 401 from an older server) means "not signed in", not an error. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    return (await requestJson<AuthUser | null>("GET", "/api/auth/user")) || null;
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export function useAuthUser() {
  return useQuery(AUTH_USER_KEY, fetchAuthUser);
}
