/**
 * Runs `fn` once the page has loaded and the browser is idle: for code that no screen needs to
 * paint (the toast viewport, the service worker registration), so it never competes with the
 * first paint for bandwidth or the main thread (docs/performance.md#quality-bars first-load bars).
 */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
    else timer = setTimeout(() => !cancelled && fn(), 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener("load", run);
  };
}
