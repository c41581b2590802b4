import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Route, Switch, useLocation } from "wouter";
import { config } from "../config";
import { withPart } from "../i18n/catalogs";
import { NotFound } from "../screens/not-found/NotFound";
import { LoadingPage } from "../ui/LoadingPage";
import { PageError } from "./PageError";
import { Toasts } from "./Toasts";

// Each route's chunk loads with its messages (docs/languages.md#catalogues); the pages preload both (scripts/build/vite-route-preload.ts).
const Landing = lazy(withPart("landing", () => import("../screens/landing/Landing").then((m) => ({ default: m.Landing }))));
const FlowRoute = lazy(withPart("flow", () => import("../flow/FlowRoute")));
// Its own chunk: respondent routes never download admin code (docs/performance.md#quality-bars).
const AdminRoute = lazy(() => import("../admin/AdminRoute"));
// The sponsor report: its own chunk too, sharing nothing with the admin (docs/teams.md#the-sponsor-report).
const ReportRoute = lazy(withPart("report", () => import("../report/ReportRoute")));
// The manager's view of the team map: its own chunk as well, with of the admin only the map figure (docs/teams.md).
const ManagerRoute = lazy(withPart("manager", () => import("../manager/ManagerRoute")));

export function App() {
  const { t } = useLingui();
  const [location] = useLocation();
  useEffect(() => {
    document.title = config.productName;
  }, [location]);
  return (
    <>
      <ErrorBoundary FallbackComponent={PageError} resetKeys={[location]} onError={(error) => console.error("Page failed", error)}>
        <Suspense fallback={<LoadingPage label={t`Loading...`} />}>
          <Switch>
            <Route path="/" component={Landing} />
            {/* Nested: the admin's own addresses (a response's detail, decision 046) are relative to /admin. */}
            <Route path="/admin" nest component={AdminRoute} />
            <Route path="/report/:token">{(params) => <ReportRoute token={params.token} />}</Route>
            <Route path="/manager/:token">{(params) => <ManagerRoute token={params.token} />}</Route>
            <Route path="/test/:flow">{(params) => (isAudience(params.flow) ? <FlowRoute audience={params.flow} /> : <NotFound />)}</Route>
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
      <Toasts />
    </>
  );
}

function isAudience(flow: string): flow is "ceo" | "manager" | "ic" {
  return flow === "ceo" || flow === "manager" || flow === "ic";
}
