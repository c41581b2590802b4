import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AuthUser } from "../../schema/admin";
import { can } from "../../schema/roles";
import { AUDIT_KEY } from "./api/audit-log";
import { responseKey } from "./api/get-response";
import { teamKey } from "./api/get-team";
import { useQueryClient } from "./api/query-context";
import { AdminHeader } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { AuditPage } from "./audit/AuditPage";
import { ResponseDetail } from "./detail/ResponseDetail";
import { AdminUserContext } from "./session/admin-user";
import { AdminNav, PAGE_PERMISSION, type Page } from "./teams/AdminNav";
import { TeamDetailPage } from "./teams/TeamDetailPage";
import { TeamsPage } from "./teams/TeamsPage";
import { PrintProvider } from "./ui/print";
import { UsersPage } from "./users/UsersPage";

/**
 * The signed-in admin area: responses and teams. The dashboard stays mounted (hidden) while anything
 * else is open, so Back returns to the same search, loaded pages, scroll position and row.
 */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [page, setPage] = useState<Page>({ name: "responses" });
  const [selected, setSelected] = useState<string | null>(null);
  const scroll = useRef(0);

  // A new section starts at its heading, for keyboard and screen reader users alike (not on sign-in).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) visible("[data-page-heading]")?.focus({ preventScroll: true });
  }, [page]);

  const go = useCallback(
    (next: Page) => {
      if (next.name === "team") client.forget(teamKey(next.id));
      // The log grows with every action elsewhere in the dashboard: read it afresh each time it opens.
      if (next.name === "audit") client.forget(AUDIT_KEY);
      moved.current = true;
      setSelected(null);
      setPage(next);
      window.scrollTo(0, 0);
    },
    [client],
  );

  const open = useCallback(
    (id: string) => {
      scroll.current = window.scrollY;
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
    window.scrollTo(0, scroll.current);
    if (id) visible(`[data-open-response="${CSS.escape(id)}"]`)?.focus();
  }, [selected]);

  // A page the role may not open (DESIGN §10) shows the responses instead.
  const needed = PAGE_PERMISSION[page.name];
  const shown: Page = needed && !can(user.role, needed) ? { name: "responses" } : page;
  return (
    <AdminUserContext value={user}>
      <PrintProvider>
        <AdminHeader user={user} />
        <AdminNav page={shown} onGo={go} role={user.role} />
        <main className="mx-auto max-w-7xl px-4 py-8">
          <div hidden={selected !== null || shown.name !== "responses"}>
            <Dashboard onOpen={open} />
          </div>
          <div hidden={selected !== null}>
            {shown.name === "teams" && <TeamsPage onOpen={(id) => go({ name: "team", id })} />}
            {shown.name === "team" && <TeamDetailPage id={shown.id} onBack={() => go({ name: "teams" })} onOpenResponse={open} />}
            {shown.name === "users" && <UsersPage />}
            {shown.name === "audit" && <AuditPage />}
          </div>
          {selected && <ResponseDetail id={selected} onBack={back} backLabel={shown.name === "responses" ? "Back to responses" : "Back to team"} />}
        </main>
      </PrintProvider>
    </AdminUserContext>
  );
}

/** The first match that is shown (the hidden dashboard or team page may hold the same row). */
function visible(selector: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest("[hidden]"));
}
