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

/**
 * Runs `fn` once the frame now being rendered has been painted: for work a screen does not need to appear (its
 * data for later, a status that reserves its room), so it neither delays that screen's paint nor joins the
 * requests ahead of it (Lighthouse's largest contentful paint, docs/performance.md#lighthouse--npm-run-benchlighthouse).
 */
export function afterPaint(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => !cancelled && fn(), 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
