// A first page load in a fresh browser has twice hung on the e2e server (Chromium and Firefox, decision
// 024): the HTML arrived, one subresource never did, and the server answered the same URL at once.
// Such a navigation is loaded once more, loudly; any other failure, or a second stall, fails the test.

const PROBE_LIMIT_MS = 2000;

/** Why a navigation timed out: the server's answer to the same URL now, or null if it gives none quickly. */
async function serverAnswers(url: string): Promise<number | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PROBE_LIMIT_MS) });
    await res.arrayBuffer();
    return res.ok ? Math.round(performance.now() - started) : null;
  } catch {
    return null;
  }
}

const isTimeout = (e: unknown) => e instanceof Error && (e.name === "TimeoutError" || /timeout/i.test(e.message));

/** Runs `navigate` to `url`; if it times out while the server answers that URL at once, runs it once more. */
export async function navigateOnceMoreIfStalled<T>(url: string, navigate: () => Promise<T>): Promise<T> {
  try {
    return await navigate();
  } catch (e) {
    if (!isTimeout(e)) throw e;
    const ms = await serverAnswers(url);
    if (ms === null) throw e;
    console.warn(
      `[e2e] ${url} did not finish loading, yet the server answers it in ${ms} ms: a stalled connection (decision 024); loading it once more`,
    );
    return navigate();
  }
}
