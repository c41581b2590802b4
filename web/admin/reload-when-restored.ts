/**
 * A page restored from the back/forward cache is the old heap: after a logout it would show the last
 * respondent again. Such a page is hidden and loaded afresh, which checks the session again
 * (docs/decisions/032-nothing-of-an-admin-survives-logout.md). Returns the function that stops listening.
 */
export function reloadWhenRestored(
  target: EventTarget = window,
  body: { hidden: boolean } = document.body,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    // Hidden first: the restored page may paint once before the reload replaces it.
    body.hidden = true;
    reload();
  };
  target.addEventListener("pageshow", onPageShow);
  return () => target.removeEventListener("pageshow", onPageShow);
}
