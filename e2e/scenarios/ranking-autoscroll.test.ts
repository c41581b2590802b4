// On a phone the ranking board is taller than the screen: a card held by the screen's edge while
// dragged must scroll the page (an outside run held one at the top edge for 2 s and nothing moved).
import { describe, expect, it } from "vitest";
import { useEngine, withPage } from "../engines/open";
import { waitUntil } from "../engines/page";
import { fillIntake, startAssessments, uniquePerson } from "./respondent";

const engine = useEngine();
const PHONE = { width: 360, height: 640 };

describe("ranking on a phone", () => {
  it("scrolls the page while a dragged card is held at the bottom edge, then at the top edge", async () => {
    await withPage(
      engine(),
      async (page) => {
        await page.goto("/test/ceo");
        await fillIntake(page, uniquePerson("autoscroll"));
        await startAssessments(page);
        const scrollY = () => page.evaluate(() => window.scrollY);
        const card = (c: string) => page.css(`[data-card-main="${c}"]`);

        // Near the top of the board: the first card on screen, the rest of the board below it.
        const first = await card("yellow").centre();
        const top = await scrollY();
        await page.drag(card("yellow"), { x: first.x, y: PHONE.height - 4 }, { holdMs: 0, release: false });
        await waitUntil("the page to scroll down under the held card", scrollY, (y) => y > top + 150, 5000);
        await page.mouseUp();

        // Bottom of the page: the last card low on screen, held at the top edge.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await card("red").centre();
        const bottom = await scrollY();
        await page.drag(card("red"), { x: last.x, y: 4 }, { holdMs: 0, release: false });
        await waitUntil("the page to scroll up under the held card", scrollY, (y) => y < bottom - 150, 5000);
        await page.mouseUp();
        expect(await page.errors()).toEqual([]);
      },
      PHONE,
    );
  });
});
