// A setup file of every e2e project: when a test fails, its error also says what the pages were still
// waiting for and whether the server answers a page and the API right now, and how fast. A timeout
// alone cannot tell a slow server from a stuck browser (decision 024).
import { loadavg } from "node:os";
import { beforeEach, inject } from "vitest";
import { requestsInFlight } from "./requests-in-flight";

const PROBE_TIMEOUT_MS = 10_000;

async function probe(url: string): Promise<string> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await res.arrayBuffer();
    return `${res.status} in ${Math.round(performance.now() - started)} ms`;
  } catch (e) {
    return `no answer after ${Math.round(performance.now() - started)} ms (${(e as Error).message})`;
  }
}

export async function failureReport(): Promise<string> {
  const base = inject("baseURL");
  const [page, api] = await Promise.all([probe(`${base}/test/ceo`), probe(`${base}/api/health`)]);
  return [
    "What the pages and the server were doing when the test failed:",
    ...requestsInFlight().map((line) => `  ${line}`),
    `  server now: GET /test/ceo ${page}; GET /api/health ${api}`,
    `  load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  ].join("\n");
}

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await failureReport();
    const first = task.result?.errors?.[0];
    if (first) first.message = `${first.message}\n\n${report}`;
    else console.error(report);
  }, PROBE_TIMEOUT_MS * 2);
});
