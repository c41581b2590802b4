import { lazy } from "react";
import type { AdminView } from "../../schema/records/admin-views";

// Teams, users and the audit log load after the first paint, in one chunk (AdminPages.tsx).
const loadPages = () => import("./AdminPages");
const TeamsPage = lazy(() => loadPages().then((m) => ({ default: m.TeamsPage })));
const TeamDetailPage = lazy(() => loadPages().then((m) => ({ default: m.TeamDetailPage })));
const UsersPage = lazy(() => loadPages().then((m) => ({ default: m.UsersPage })));
const AuditPage = lazy(() => loadPages().then((m) => ({ default: m.AuditPage })));
export const ResponseDetail = lazy(() => loadPages().then((m) => ({ default: m.ResponseDetail })));
// The charts: a chunk of their own (named Admin*), loaded when Insights opens.
const AdminInsights = lazy(() => import("./insights/AdminInsights"));
// The live board: a chunk of its own (named Admin*), loaded only when opened (docs/admin.md#the-live-board).
const AdminLive = lazy(() => import("./live/AdminLive"));

/**
 * Fetches the pages' chunk once the dashboard has painted, so a click rarely waits for it. A prefetch cut short (a
 * reload, a sign-out, the network) is no error: opening a page loads it again. Unhandled, Firefox reported it as a
 * page error when the admin reloaded mid-fetch (e2e pages scenario).
 */
export const prefetchPages = () => void loadPages().catch(() => undefined);

type Props = {
  page: AdminView;
  onOpenTeam: (id: string) => void;
  onBackToTeams: () => void;
  onOpenResponse: (id: string) => void;
  onLiveAuthError: (e: { status: number; message: string; body: string }) => void;
};

/** The section shown beside the dashboard (which stays mounted apart), each loaded on demand. */
export function SectionPage({ page, onOpenTeam, onBackToTeams, onOpenResponse, onLiveAuthError }: Props) {
  switch (page.name) {
    case "teams":
      return <TeamsPage onOpen={onOpenTeam} />;
    case "team":
      return <TeamDetailPage id={page.id} onBack={onBackToTeams} onOpenResponse={onOpenResponse} />;
    case "users":
      return <UsersPage />;
    case "audit":
      return <AuditPage />;
    case "insights":
      return <AdminInsights />;
    case "live":
      return <AdminLive onAuthError={onLiveAuthError} />;
    // The list is the dashboard, mounted apart; a response opens over the page it came from.
    case "responses":
    case "response":
      return null;
  }
}
