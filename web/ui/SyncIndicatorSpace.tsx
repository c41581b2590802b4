/**
 * The status line's room while it has nothing to say yet (its code or the outbox still loading): the
 * same height as the line itself (web/flow/SyncIndicator.tsx), so the step below never moves when it appears.
 */
export function SyncIndicatorSpace() {
  return <div aria-hidden="true" className="h-18 min-[360px]:h-14" />;
}
