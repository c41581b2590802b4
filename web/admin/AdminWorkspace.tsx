import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useRouter } from "wouter";
import type { AuthUser } from "../../schema/admin";
import { adminView, viewKey, type AdminView } from "../../schema/admin-views";
import { HttpError } from "./api/http";
import { reportError } from "./api/query-client";
import { responseKey } from "./api/get-response";
import { useQueryClient } from "./api/query-context";
import { Spinner } from "../ui/Spinner";
import { afterLoad } from "../ui/after-load";
import { AdminHeader } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { AdminUserContext } from "./session/admin-user";
import { AdminNav, hrefOf, mayOpen } from "./router/AdminNav";
import { AdminRouter } from "./router/AdminRouter";
import { confirmLeave, openedFrom } from "./router/leave-guard";
import { PrintProvider } from "./ui/print";

// Teams, users and the audit log load after the first paint, in one chunk (AdminPages.tsx).
const loadPages = () => import("./AdminPages");
const TeamsPage = lazy(() => loadPages().then((m) => ({ default: m.TeamsPage })));
const TeamDetailPage = lazy(() => loadPages().then((m) => ({ default: m.TeamDetailPage })));
const UsersPage = lazy(() => loadPages().then((m) => ({ default: m.UsersPage })));
const AuditPage = lazy(() => loadPages().then((m) => ({ default: m.AuditPage })));
const ResponseDetail = lazy(() => loadPages().then((m) => ({ default: m.ResponseDetail })));
// The charts: a chunk of their own (named Admin*), loaded when Insights opens.
const AdminInsights = lazy(() => import("./insights/AdminInsights"));
// The live board: a chunk of its own (named Admin*), loaded only when opened (docs/admin.md#the-live-board).
const AdminLive = lazy(() => import("./live/AdminLive"));

/** The signed-in admin area, one view per address under /admin (decision 070), every move through the leave guard. */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  return (
    <AdminRouter>
      <Workspace user={user} />
    </AdminRouter>
  );
}

/** Where the page was when a response opened from it: restored when the response closes back to it. */
type ReturnPoint = { id: string; scroll: number; from: string };

/**
 * The dashboard stays mounted (hidden) while anything else is shown, and the section a response was opened from stays
 * mounted under it, so Back returns to the same search, loaded pages, scroll position and row.
 */
function Workspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  // An address the admin does not have, or a section the role may not open (docs/admin.md#roles): the list, and its address.
  const addressed = adminView(location);
  const allowed = addressed && mayOpen(user.role, addressed) ? addressed : null;
  const view: AdminView = allowed ?? { name: "responses" };
  useEffect(() => {
    if (!allowed) navigate(hrefOf({ name: "responses" }, base), { replace: true });
  }, [allowed, navigate, base]);

  // The section under a response: the one it was opened from (the list after a deep link).
  const [behind, setBehind] = useState<AdminView>(view.name === "response" ? { name: "responses" } : view);
  if (view.name !== "response" && viewKey(view) !== viewKey(behind)) setBehind(view);
  const page = view.name === "response" ? behind : view;
  const responseId = view.name === "response" ? view.id : null;

  const returnPoint = useRef<ReturnPoint | null>(null);
  // A new view starts at its heading, for keyboard and screen reader users alike (not on sign-in or a reload).
  const moved = useRef(false);
  // Fetch the other screens once the dashboard has painted, so a click rarely waits for them. A
  // prefetch cut short (a reload, a sign-out, the network) is no error: opening a page loads it again.
  // Unhandled, Firefox reported it as a page error when the admin reloaded mid-fetch (e2e pages scenario).
  useEffect(() => afterLoad(() => void loadPages().catch(() => undefined)), []);

  const openResponse = useCallback(
    (id: string) => {
      returnPoint.current = { id, scroll: window.scrollY, from: viewKey(page) };
      // Drop any older copy: the detail always shows the record as it is now.
      client.removeQueries({ queryKey: responseKey(id), exact: true });
      navigate(hrefOf({ name: "response", id }, base));
    },
    [client, navigate, base, page],
  );

  // A page's Back is the browser's when the entry before is its parent (the same list, search and pages); else it opens the parent.
  const backTo = useCallback(
    (parent: AdminView) => {
      const href = hrefOf(parent, base);
      const target = href.startsWith("~") ? href.slice(1) : `${base}${href}`;
      if (openedFrom()?.split("?")[0] === target) confirmLeave(() => history.back());
      else navigate(href);
    },
    [navigate, base],
  );

  // Each move: the page a response closes onto comes back where it was (when it is the one the response was opened
  // from); any other view starts at the top.
  const key = viewKey(view);
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    moved.current = true;
    const point = view.name === "response" ? null : returnPoint.current;
    if (view.name !== "response") returnPoint.current = null;
    if (!point || point.from !== key) {
      window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, point.scroll);
    visible(`[data-open-response="${CSS.escape(point.id)}"]`)?.focus();
  }, [key, view.name]);

  const onLiveAuthError = useCallback(
    (e: { status: number; message: string; body: string }) => reportError(client, new HttpError(e.status, e.message, e.body)),
    [client],
  );

  const parent: AdminView = page.name === "team" ? page : { name: "responses" };
  // The live board may fill a screen across the room (docs/admin.md#the-live-board); the other views keep a laptop's column.
  const width = page.name === "live" && responseId === null ? "max-w-[120rem]" : "max-w-7xl";
  return (
    <AdminUserContext value={user}>
      <PrintProvider>
        <AdminHeader user={user} width={width} />
        <AdminNav page={page} shown={view} role={user.role} width={width} />
        <main className={`mx-auto ${width} px-4 py-8`}>
          <div hidden={responseId !== null || page.name !== "responses"}>
            <Dashboard onOpen={openResponse} />
          </div>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <div hidden={responseId !== null}>
              {/* Inside the Suspense boundary: it mounts with the lazily loaded page, so its heading exists. */}
              <FocusPageHeading key={viewKey(page)} enabled={moved} />
              {page.name === "teams" && <TeamsPage onOpen={(id) => navigate(hrefOf({ name: "team", id }, base))} />}
              {page.name === "team" && (
                <TeamDetailPage id={page.id} onBack={() => backTo({ name: "teams" })} onOpenResponse={openResponse} />
              )}
              {page.name === "users" && <UsersPage />}
              {page.name === "audit" && <AuditPage />}
              {page.name === "insights" && <AdminInsights />}
              {page.name === "live" && <AdminLive onAuthError={onLiveAuthError} />}
            </div>
            {responseId && (
              <ResponseDetail
                key={responseId}
                id={responseId}
                onBack={() => backTo(parent)}
                backLabel={parent.name === "team" ? "Back to team" : "Back to responses"}
              />
            )}
          </Suspense>
        </main>
      </PrintProvider>
    </AdminUserContext>
  );
}

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
