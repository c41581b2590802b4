import { useCallback, useState } from "react";
import type { AdminUser, InviteUser, Role } from "../../../schema/identity/roles";
import { requestJson, requestNoContent } from "./http";
import { USERS_KEY } from "./list-users";
import { reportError } from "./query-client";
import { useQueryClient } from "./query-context";

export const inviteUser = (invite: InviteUser) => requestJson<AdminUser>("POST", "/api/admin/users", invite);
export const changeUserRole = (id: string, role: Role) =>
  requestJson<AdminUser>("PATCH", `/api/admin/users/${encodeURIComponent(id)}`, { role });
export const removeUser = (id: string) => requestNoContent("DELETE", `/api/admin/users/${encodeURIComponent(id)}`);

/** One change to the allow-list at a time; the list refetches after each, and a 401/403 takes the usual way. */
export function useChangeUsers() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <T>(change: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
      setPending(true);
      try {
        const value = await change();
        void client.invalidateQueries({ queryKey: USERS_KEY });
        return { ok: true, value };
      } catch (error) {
        reportError(client, error);
        return { ok: false, error };
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { pending, run };
}
