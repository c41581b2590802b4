import { Suspense, useCallback, useEffect } from "react";
import { useLocation, useRouter } from "wouter";
import type { AuthUser } from "../../schema/records/admin";
import { viewKey, type AdminView } from "../../schema/records/admin-views";
import { HttpError } from "./api/http";
import { reportError } from "./api/query-client";
import { responseKey } from "./api/get-response";
import { useQueryClient } from "./api/query-context";
import { Spinner } from "../ui/Spinner";
import { afterLoad } from "../ui/after-load";
import { AdminHeader } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { FocusPageHeading } from "./FocusPageHeading";
import { AdminUserContext } from "./session/admin-user";
import { AdminNav, hrefOf } from "./router/AdminNav";
import { AdminRouter } from "./router/AdminRouter";
import { confirmLeave, openedFrom } from "./router/leave-guard";
import { prefetchPages, ResponseDetail, SectionPage } from "./SectionPage";
import { PrintProvider } from "./ui/print";
import { useViewPosition } from "./use-view-position";
import { useWorkspaceView } from "./use-workspace-view";

/** The signed-in admin area, one view per address under /admin (decision 070), every move through the leave guard. */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  return (
    <AdminRouter>
      <Workspace user={user} />
    </AdminRouter>
  );
}

/**
 * The dashboard stays mounted (hidden) while anything else is shown, and the section a response was opened from stays
 * mounted under it, so Back returns to the same search, loaded pages, scroll position and row.
 */
function Workspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const { view, page, responseId } = useWorkspaceView(user.role);
  const { moved, rememberReturn } = useViewPosition(view);
  useEffect(() => afterLoad(prefetchPages), []);

  const openResponse = useCallback(
    (id: string) => {
      rememberReturn(id, page);
      // Drop any older copy: the detail always shows the record as it is now.
      client.removeQueries({ queryKey: responseKey(id), exact: true });
      navigate(hrefOf({ name: "response", id }, base));
    },
    [client, navigate, base, page, rememberReturn],
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
              <SectionPage
                page={page}
                onOpenTeam={(id) => navigate(hrefOf({ name: "team", id }, base))}
                onBackToTeams={() => backTo({ name: "teams" })}
                onOpenResponse={openResponse}
                onLiveAuthError={onLiveAuthError}
              />
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
