// The live board in every engine (docs/admin.md#the-live-board): an admin opens it, a device reports, and its
// tile appears and changes without a reload, pushed over the board's WebSocket. The rest of the board's
// behaviour runs in Chromium (e2e/live/live-board.test.ts).
import { describe, expect, inject, it } from "vitest";
import { useEngine, withPage } from "../engines/open";
import { adminPassword, unique } from "../support/fixtures";
import { healthReport, sendHealth } from "../support/live-driver";

const engine = useEngine();

describe("the live board", () => {
  it("shows a device's report as it arrives, pushed, and its next one", async () => {
    await withPage(engine(), async (page) => {
      await page.goto("/admin/live");
      await page.label("Password").fill(adminPassword());
      await page.role("button", { name: "Login" }).click();
      await page.role("heading", { level: 1, name: "Live board" }).waitFor();
      await page.testId("live-mode").filter({ hasText: "Live: changes appear as they happen." }).waitFor();

      const name = `Tablet ${unique()}`;
      const report = healthReport({ label: name, pending: 2, oldestAgeSeconds: 6 * 60 });
      await sendHealth(inject("baseURL"), report);
      const tile = page.testId("device-tile").filter({ hasText: name });
      await tile.filter({ hasText: "Over 5 min: 2 waiting since" }).waitFor();
      await sendHealth(inject("baseURL"), { ...report, pending: 0, oldestAgeSeconds: null });
      await tile.filter({ hasText: "Nothing waiting" }).waitFor();
      expect(await page.testId("live-mode").textContent()).toContain("Live: changes appear as they happen.");
      expect(await page.errors()).toEqual([]);
    });
  });
});
