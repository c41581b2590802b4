import { toast } from "sonner";
import { DELAY } from "../../../schema/constants";
import { AUTH_USER_KEY } from "./get-auth-user";
import { hasStatus } from "./http";
import type { QueryClient } from "./query-client";

export const AUTH_REQUIRED = { title: "Authentication Required", description: "Redirecting to login..." };
export const ACCESS_DENIED = "Access Denied: You don't have admin permissions. Contact your administrator.";

/** After the session ended: the sign-in form, and nothing read under the old session left in the cache. */
export function forgetSession(client: QueryClient): void {
  client.setQueryData(AUTH_USER_KEY, null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
}

/**
 * docs/product.md#errors: a 401 from any admin call means the session is gone: say so, then after 1500 ms show the
 * sign-in form (GET /api/login would only redirect back to /admin). A 403 gets the access-denied toast.
 */
export function createAuthErrorHandler(redirectDelay: number = DELAY.loginRedirect) {
  let redirecting = false;
  return (error: unknown, client: QueryClient) => {
    if (hasStatus(error, 403)) {
      toast.error(ACCESS_DENIED);
      return;
    }
    if (!hasStatus(error, 401) || redirecting) return;
    redirecting = true;
    toast.error(AUTH_REQUIRED.title, { description: AUTH_REQUIRED.description });
    setTimeout(() => {
      redirecting = false;
      forgetSession(client);
    }, redirectDelay);
  };
}
