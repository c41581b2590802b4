import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AuthUser } from "../../schema/admin";
import { can, type Permission } from "../../schema/roles";
import { AUDIT_KEY } from "./api/audit-log";
import { responseKey } from "./api/get-response";
import { useQueryClient } from "./api/query-context";
import { AdminHeader, type AdminView } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { ResponseDetail } from "./detail/ResponseDetail";
import { AdminUserContext } from "./session/admin-user";
import { AuditPage } from "./audit/AuditPage";
import { UsersPage } from "./users/UsersPage";

/** The owner's pages and the permission each needs; without it the responses show instead. */
const PAGE_PERMISSION: Partial<Record<AdminView, Permission>> = { users: "manageUsers", audit: "readAudit" };

/**
 * The signed-in admin area. The dashboard stays mounted (hidden) while a detail is open, so Back
 * returns to the same search, loaded pages, scroll position and row. The owner's pages replace it.
 */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<AdminView>("responses");
  const listScroll = useRef(0);

  const open = useCallback(
    (id: string) => {
      listScroll.current = window.scrollY;
      // Drop any older copy: the detail always shows the record as it is now.
      client.forget(responseKey(id));
      setSelected(id);
      window.scrollTo(0, 0);
    },
    [client],
  );

  const back = useCallback(() => {
    const id = selected;
    flushSync(() => setSelected(null));
    window.scrollTo(0, listScroll.current);
    if (id) document.querySelector<HTMLElement>(`[data-open-response="${CSS.escape(id)}"]`)?.focus();
  }, [selected]);

  const needed = PAGE_PERMISSION[view];
  const shown: AdminView = needed && !can(user.role, needed) ? "responses" : view;
  const show = useCallback(
    (next: AdminView) => {
      // The log grows with every action elsewhere in the dashboard: read it afresh each time it opens.
      if (next === "audit") client.forget(AUDIT_KEY);
      setView(next);
    },
    [client],
  );
  return (
    <AdminUserContext value={user}>
      <AdminHeader user={user} view={shown} onView={show} />
      <main className="mx-auto max-w-7xl px-4 py-8">
        <div hidden={shown !== "responses" || selected !== null}>
          <Dashboard onOpen={open} />
        </div>
        {shown === "responses" && selected && <ResponseDetail id={selected} onBack={back} />}
        {shown === "users" && <UsersPage />}
        {shown === "audit" && <AuditPage />}
      </main>
    </AdminUserContext>
  );
}
