// Measures each screen a walk reaches (e2e/layout/walk.ts) at several widths: the layout check (measure.ts) and, if
// given, another check of the screen; every problem goes into `found`. With SCREENS_DIR set (npm run screens) each
// screen at each width is also a screenshot there for a person to look at, and each problem a line of problems.txt.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { measureLayout, type LayoutProblem } from "./measure";

const HEIGHT = 900;
/** The size the walks drive at between two measurements. */
export const WORK_SIZE = { width: 1280, height: 1400 };
const shotsDir = process.env.SCREENS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

/** With SCREENS_DIR set, each problem also goes to problems.txt there, one a line, for npm run screens to count. */
export function report(line: string) {
  if (shotsDir) appendFileSync(join(shotsDir, "problems.txt"), `${line}\n`);
}

export type CheckOptions = {
  /** Another check of the screen at each width: one line per problem. */
  also?: (width: number) => Promise<string[]>;
  /** Before each screenshot's name, e.g. `pseudo-` (SCREENS_DIR). */
  prefix?: string;
};

/** Measures the current screen at each width, then gives the page back the size the walk drives at. */
export function checker(page: Page, widths: number[], found: string[], opts: CheckOptions = {}) {
  return async (name: string) => {
    const screen = `${opts.prefix ?? ""}${name}`;
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Two frames: the resize has laid out and painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const problems: LayoutProblem[] = await page.evaluate(measureLayout, 44);
      const more = opts.also ? await opts.also(width) : [];
      for (const line of [...problems.map((p) => `${p.kind}: ${p.what}`), ...more]) {
        found.push(`${screen} @ ${width}: ${line}`);
        report(found.at(-1)!);
      }
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${screen}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(WORK_SIZE);
  };
}
