import { useEffect, useEffectEvent } from "react";

/**
 * docs/flow.md#how-the-flow-is-built: the browser back button never destroys progress. It maps to the flow's own Back where
 * the step has one, and otherwise simply keeps the respondent where they are.
 */
export function useBackGuard(onBack: () => void) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    const marker = { socialityFlow: true };
    history.pushState(marker, "");
    const onPop = () => {
      history.pushState(marker, "");
      back();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
}
