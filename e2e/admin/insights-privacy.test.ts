// The Insights view through the anonymity rules (decision 082), on the real Worker and D1: a viewer reads why a group is missing,
// an owner sees every figure with what a viewer sees instead. The database is shared with other files, so the checks follow
// whatever verdicts the API gives for it.
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminStats } from "../../schema/records/admin";
import { AUDIENCES } from "../../schema/constants";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1 } from "../support/d1";
import { saveCompleted, signIn, unique } from "../support/fixtures";

const browser = useBrowser();
const LABEL = { ceo: "CEO", manager: "Manager", ic: "IC" } as const;

async function openInsights(page: Page): Promise<AdminStats> {
  // Waited for once the new page has committed: the page before it may still be fetching its own stats, whose body the navigation
  // discards.
  await page.goto("/admin/insights", { waitUntil: "commit" });
  const stats = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/stats");
  await page.getByRole("heading", { name: "Insights", level: 1 }).waitFor();
  await page.getByTestId("privacy-floor").waitFor();
  return (await (await stats).json()) as AdminStats;
}

describe("Insights and the anonymity floor", () => {
  it("tells a viewer which groups are not yet reportable, and an owner what a viewer sees", { timeout: 60_000 }, async () => {
    // One CEO finished: at a floor of 5, CEOs are under it unless other files finished four more.
    await saveCompleted({ userFlow: "ceo" });
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1000 } });
    await signIn(page);

    const all = await openInsights(page);
    expect(all.privacy.view).toBe("all");
    expect(await page.getByTestId("privacy-floor").textContent()).toContain(
      "Viewers see these figures only for groups of at least 5 people",
    );
    for (const a of AUDIENCES) {
      const v = all.privacy.audiences[a];
      const note = page.getByTestId(`hidden-types-${a}`);
      if (v.shown) expect(await note.count()).toBe(0);
      else if (v.reason === "under-floor")
        expect(await note.textContent()).toBe(`Viewers see ${LABEL[a]} types as: Not yet reportable — ${v.needed} more needed.`);
    }

    // The same session becomes a viewer's (a user row of its own).
    const token = (await context.cookies()).find((c) => c.name === "sid")!.value;
    const sid = createHash("sha256").update(token).digest("hex");
    const viewerId = crypto.randomUUID();
    queryD1(`INSERT INTO users (id, email, role) VALUES ('${viewerId}', 'viewer-${unique()}@example.org', 'viewer')`);
    queryD1(`UPDATE sessions SET sess = json_set(sess, '$.userId', '${viewerId}', '$.role', 'viewer') WHERE sid = '${sid}'`);

    const seen = await openInsights(page);
    expect(seen.privacy.view).toBe("viewer");
    expect(await page.getByTestId("privacy-floor").textContent()).toMatch(/^As of .+: these figures move once 5 responses in their group/);
    for (const a of AUDIENCES) {
      const v = seen.privacy.audiences[a];
      const table = page.getByRole("table", { name: LABEL[a], exact: true });
      if (!v.shown) {
        expect(await table.count()).toBe(0);
        if (v.reason === "under-floor")
          expect(await page.getByTestId(`hidden-types-${a}`).textContent()).toBe(
            `${LABEL[a]} types: Not yet reportable — ${v.needed} more needed.`,
          );
      } else if (seen.typesByAudience[a]) expect(await table.count()).toBe(1);
    }
    expect(seen.typesByAudience.ceo === undefined).toBe(!seen.privacy.audiences.ceo.shown);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
