import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useRoute, useRouter } from "wouter";
import type { AuthUser } from "../../schema/admin";
import { can } from "../../schema/roles";
import { AUDIT_KEY } from "./api/audit-log";
import { HttpError } from "./api/http";
import { reportError } from "./api/query-client";
import { responseKey } from "./api/get-response";
import { teamKey } from "./api/get-team";
import { useQueryClient } from "./api/query-context";
import { Spinner } from "../ui/Spinner";
import { afterLoad } from "../ui/after-load";
import { AdminHeader } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { AdminUserContext } from "./session/admin-user";
import { AdminNav, PAGE_PERMISSION, type Page } from "./teams/AdminNav";
import { PrintProvider } from "./ui/print";

// Teams, users and the audit log load after the first paint, in one chunk (AdminPages.tsx).
const loadPages = () => import("./AdminPages");
const TeamsPage = lazy(() => loadPages().then((m) => ({ default: m.TeamsPage })));
const TeamDetailPage = lazy(() => loadPages().then((m) => ({ default: m.TeamDetailPage })));
const UsersPage = lazy(() => loadPages().then((m) => ({ default: m.UsersPage })));
const AuditPage = lazy(() => loadPages().then((m) => ({ default: m.AuditPage })));
const ResponseDetail = lazy(() => loadPages().then((m) => ({ default: m.ResponseDetail })));
// The live board: a chunk of its own (named Admin*), loaded only when opened (docs/admin.md#the-live-board).
const AdminLive = lazy(() => import("./live/AdminLive"));

/** The live board has its own address, /admin/live, to open on a booth laptop directly. */
const LIVE_PATH = "/live";

/** A response's detail has its own address (decision 046); the list's is the admin's root with its query. */
const DETAIL_PATH = "/responses/:id";
const detailPath = (id: string) => `/responses/${encodeURIComponent(id)}`;

/**
 * The signed-in admin area: responses and teams. The dashboard stays mounted (hidden) while anything
 * else is open, so Back returns to the same search, loaded pages, scroll position and row.
 */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [page, setPage] = useState<Page>({ name: "responses" });
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const [isDetail, params] = useRoute<{ id: string }>(DETAIL_PATH);
  const [isLive] = useRoute(LIVE_PATH);
  const selected = isDetail ? params.id : null;
  // Where the list was when a detail opened from it: restored when the detail closes. Null after a deep
  // link (history holds no list to go back to) and after a move to another section.
  const from = useRef<{ id: string; scroll: number } | null>(null);

  // A new section starts at its heading, for keyboard and screen reader users alike (not on sign-in).
  const moved = useRef(false);
  // Fetch the other screens once the dashboard has painted, so a click rarely waits for them. A
  // prefetch cut short (a reload, a sign-out, the network) is no error: opening a page loads it again.
  // Unhandled, Firefox reported it as a page error when the admin reloaded mid-fetch (e2e pages scenario).
  useEffect(() => afterLoad(() => void loadPages().catch(() => undefined)), []);

  const go = useCallback(
    (next: Page) => {
      if (next.name === "team") client.removeQueries({ queryKey: teamKey(next.id), exact: true });
      // The log grows with every action elsewhere in the dashboard: read it afresh each time it opens.
      if (next.name === "audit") client.removeQueries({ queryKey: AUDIT_KEY, exact: true });
      moved.current = true;
      // Leaving a detail for another section: back to the list's own address (its query kept), nothing restored.
      const list = from.current;
      from.current = null;
      if (next.name === "live") navigate(LIVE_PATH);
      else if (selected !== null && list) history.back();
      else if (selected !== null || isLive) navigate(listAddress(base));
      setPage(next);
      window.scrollTo(0, 0);
    },
    [client, selected, navigate, base, isLive],
  );

  const open = useCallback(
    (id: string) => {
      from.current = { id, scroll: window.scrollY };
      // Drop any older copy: the detail always shows the record as it is now.
      client.removeQueries({ queryKey: responseKey(id), exact: true });
      navigate(detailPath(id));
      window.scrollTo(0, 0);
    },
    [client, navigate],
  );

  const onLiveAuthError = useCallback(
    (e: { status: number; message: string; body: string }) => reportError(client, new HttpError(e.status, e.message, e.body)),
    [client],
  );

  // The page's Back is the browser's when the list is the entry before; after a deep link it opens the list.
  const back = useCallback(() => (from.current ? history.back() : navigate(listAddress(base))), [navigate, base]);

  // However the detail closed (its Back, the browser's, an erasure), the list comes back where it was.
  const shownDetail = useRef(selected);
  useLayoutEffect(() => {
    const closed = shownDetail.current !== null && selected === null;
    shownDetail.current = selected;
    if (!closed || !from.current) return;
    const { id, scroll } = from.current;
    from.current = null;
    window.scrollTo(0, scroll);
    visible(`[data-open-response="${CSS.escape(id)}"]`)?.focus();
  }, [selected]);

  // A page the role may not open (docs/admin.md#roles) shows the responses instead.
  // The address says whether the live board is open (Back and Forward move in and out of it).
  const addressed: Page = isLive ? { name: "live" } : page.name === "live" ? { name: "responses" } : page;
  const needed = PAGE_PERMISSION[addressed.name];
  const shown: Page = needed && !can(user.role, needed) ? { name: "responses" } : addressed;
  return (
    <AdminUserContext value={user}>
      <PrintProvider>
        <AdminHeader user={user} />
        <AdminNav page={shown} onGo={go} role={user.role} />
        <main className="mx-auto max-w-7xl px-4 py-8">
          <div hidden={selected !== null || shown.name !== "responses"}>
            <Dashboard onOpen={open} />
          </div>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <div hidden={selected !== null}>
              {/* Inside the Suspense boundary: it mounts with the lazily loaded page, so its heading exists. */}
              <FocusPageHeading key={pageKey(shown)} enabled={moved} />
              {shown.name === "teams" && <TeamsPage onOpen={(id) => go({ name: "team", id })} />}
              {shown.name === "team" && <TeamDetailPage id={shown.id} onBack={() => go({ name: "teams" })} onOpenResponse={open} />}
              {shown.name === "users" && <UsersPage />}
              {shown.name === "audit" && <AuditPage />}
              {shown.name === "live" && <AdminLive onAuthError={onLiveAuthError} />}
            </div>
            {selected && (
              <ResponseDetail
                key={selected}
                id={selected}
                onBack={back}
                backLabel={shown.name === "responses" ? "Back to responses" : "Back to team"}
              />
            )}
          </Suspense>
        </main>
      </PrintProvider>
    </AdminUserContext>
  );
}

/** The admin's root: where a detail without a list before it in history (a deep link, whose list has no query either) goes back to. */
const listAddress = (base: string) => `~${base || "/"}`;

const pageKey = (page: Page) => (page.name === "team" ? `team:${page.id}` : page.name);

/** Moves the focus to the shown page's heading when it mounts after a move between sections. */
function FocusPageHeading({ enabled }: { enabled: { current: boolean } }) {
  useEffect(() => {
    if (enabled.current) visible("[data-page-heading]")?.focus({ preventScroll: true });
  }, [enabled]);
  return null;
}

/** The first match that is shown (the hidden dashboard or team page may hold the same row). */
function visible(selector: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest("[hidden]"));
}
