import { useEffect, useState } from "react";

/**
 * True when this response has no save left in the outbox (the server has everything); undefined until
 * known, and never an earlier response's answer passed off for this one, or a respondent would be
 * forgotten before the upload. No response (mid-flow): nothing to upload. The outbox's live query loads
 * on first use, after the flow's first paint (docs/performance.md#quality-bars).
 */
export function useIsUploaded(responseId: string | null): boolean | undefined {
  const [answer, setAnswer] = useState<{ responseId: string; uploaded: boolean }>();
  useEffect(() => {
    if (!responseId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./watch-outbox")
      .then(({ watchQueued }) => {
        if (!cancelled) stop = watchQueued(responseId, (queued) => setAnswer({ responseId, uploaded: !queued }));
      })
      .catch((error: unknown) => console.error("Could not watch the outbox", error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [responseId]);
  if (!responseId) return true;
  return answer?.responseId === responseId ? answer.uploaded : undefined;
}
