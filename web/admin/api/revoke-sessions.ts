import { useCallback, useState } from "react";
import type { RevokeAllAnswer } from "../../../schema/records/admin";
import { forgetSession } from "./auth-errors";
import { requestJson } from "./http";
import { reportError } from "./query-client";
import { useQueryClient } from "./query-context";

export const revokeAllSessions = () => requestJson<RevokeAllAnswer>("POST", "/api/admin/sessions/revoke-all");

/** "Sign out everywhere": ends every admin session, this browser's too, so it returns to the sign-in form. */
export function useRevokeAllSessions() {
  const client = useQueryClient();
  const [status, setStatus] = useState<"idle" | "pending" | "error">("idle");
  const run = useCallback(async (): Promise<boolean> => {
    setStatus("pending");
    try {
      await revokeAllSessions();
    } catch (error) {
      setStatus("error");
      // A 401 (the session had already ended) takes the usual way back to the sign-in form.
      reportError(client, error);
      return false;
    }
    // Nothing read under the old session stays in the cache.
    forgetSession(client);
    return true;
  }, [client]);
  return { status, run };
}
