let firstScreen: Promise<void> = Promise.resolve();
let releaseFirstScreen: () => void = () => {};

/**
 * For a page whose first screen paints well after the window's load event (the flow reads its stored step first):
 * afterLoad's work and whenFirstScreenShown wait until firstScreenShown() (at the latest `maxMs` later, should the
 * screen never come). Called before the app renders.
 */
export function holdUntilFirstScreen(maxMs = 10_000): void {
  firstScreen = new Promise<void>((resolve) => {
    releaseFirstScreen = resolve;
    setTimeout(resolve, maxMs);
  });
}

/** The page's first screen has painted: what waited for it may start. */
export const firstScreenShown = (): void => releaseFirstScreen();

/** Resolves once the page's first screen has painted (at once on a page that did not hold it). */
export const whenFirstScreenShown = (): Promise<void> => firstScreen;

/**
 * Runs `fn` once the page has loaded, its first screen has painted (holdUntilFirstScreen) and the browser is idle:
 * for code that no screen needs to paint (the toast viewport, the service worker registration, the status line),
 * so it never competes with the first paint for bandwidth or the main thread (docs/performance.md#quality-bars
 * first-load bars, #lighthouse--npm-run-benchlighthouse).
 */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () =>
    void firstScreen.then(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
      else timer = setTimeout(() => !cancelled && fn(), 200);
    });
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener("load", run);
  };
}

/** How long to wait for the browser to report the new screen's largest paint before going on regardless. */
const PAINT_REPORT_MS = 500;

/**
 * Runs `fn` once the screen just committed has reached the display: when the browser reports its largest
 * contentful paint (Chromium, Firefox), else two frames later (a callback of the first frame runs before that
 * frame is painted, and requests made then counted as ahead of the paint). For the first screen of a page, so
 * what follows it (its data, the status line, the sync engine) neither delays it nor joins the requests before it.
 */
export function afterPaint(fn: () => void): () => void {
  const since = performance.now();
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    fn();
  };
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.startTime >= since)) timer = setTimeout(finish, 0);
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer ??= setTimeout(finish, observer ? PAINT_REPORT_MS : 0);
    });
  });
  return () => {
    done = true;
    observer?.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
