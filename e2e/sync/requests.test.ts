// What one respondent costs the server, as counts (they do not depend on the machine): an individual contributor's
// whole flow online at a bot's pace through the real UI, against the real `wrangler dev` with its Worker wrapped in
// counters (worker/bench/counting.ts: requests by route, D1's own meta.rows_written). Fails above the bars of
// decision 073; `npm run bench:requests` prints the same figures for every audience, network and pace.
import { describe, expect, it } from "vitest";
import { longestOnDevice, runRespondent, watchSaves } from "../../scripts/bench/respondent-run.mjs";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { uniquePerson } from "../support/fixtures";
import { startPrivateServer } from "../support/private-server";

const browser = useBrowser();

type Counts = { requests: Record<string, number>; statements: number; rowsWritten: number };

describe("requests per respondent", () => {
  it("an individual contributor online makes at most 20 API requests and 120 D1 rows written", { timeout: 300_000 }, async () => {
    const server = await startPrivateServer("requests", { main: "worker/bench/counting.ts" });
    try {
      const counts = async (reset = false): Promise<Counts> =>
        (await fetch(`${server.url}/api/__bench/counts`, { method: reset ? "POST" : "GET" })).json() as Promise<Counts>;
      const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1000 }, baseURL: server.url });
      const saves = watchSaves(context);
      await counts(true);
      await page.goto("/test/ic");
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
      const person = uniquePerson("requests");
      const run = await runRespondent(page, { audience: "ic", person, setOffline: (offline) => context.setOffline(offline) });
      await page.getByText("Your answers have been uploaded.").waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const c = await counts();
      const api = Object.entries(c.requests).filter(([route]) => route.startsWith("GET /api/") || route.startsWith("POST /api/"));
      const apiRequests = api.reduce((sum, [, n]) => sum + n, 0);
      console.log(
        `ic online, bot's pace: ${JSON.stringify(Object.fromEntries(api))}; D1 ${c.statements} statements, ${c.rowsWritten} rows written`,
      );

      expect(apiRequests).toBeLessThanOrEqual(20);
      expect(c.rowsWritten).toBeLessThanOrEqual(120);
      // Static files and pages never run the Worker (decision 074): every request it counted is the API's.
      expect(Object.keys(c.requests).filter((route) => !route.includes(" /api/"))).toEqual([]);
      // One request per step's end, not per answer: 78 answers, far fewer saves.
      expect(run.taps).toHaveLength(78);
      expect(saves.length).toBeLessThanOrEqual(12);
      expect(longestOnDevice(run.taps, saves, run.offline)).toBeLessThanOrEqual(60_000);
      const [row] = server.query<{ is_completed: number; culture_compatibility_responses: string }>(
        `SELECT is_completed, culture_compatibility_responses FROM assessment_responses WHERE email = '${person.email}'`,
      );
      expect(row?.is_completed).toBe(1);
      expect(Object.keys(JSON.parse(row!.culture_compatibility_responses) as object)).toHaveLength(60);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    } finally {
      await server.dispose();
    }
  });
});
