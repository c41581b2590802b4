import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { config } from "../config";
import { Landing } from "../screens/landing/Landing";
import { NotFound } from "../screens/not-found/NotFound";
import { Spinner } from "./Spinner";

const FlowRoute = lazy(() => import("../flow/FlowRoute"));

export function App() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = config.productName;
  }, [location]);
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Switch>
        <Route path="/" component={Landing} />
        <Route path="/test/:flow">{(params) => (isAudience(params.flow) ? <FlowRoute audience={params.flow} /> : <NotFound />)}</Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

function isAudience(flow: string): flow is "ceo" | "manager" | "ic" {
  return flow === "ceo" || flow === "manager" || flow === "ic";
}
