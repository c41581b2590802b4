// axe-core in any engine: evaluated through the driver, which the page's CSP (script-src 'self') does not block.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "../engines/page";
import { animationsSettled } from "../support/animations-settled";
import { toastsSettled } from "../support/toasts-settled";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };

/** Runs axe-core on the page; one line per violation (empty = clean). */
export async function checkA11y(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluateSource(`(() => { ${axeSource}\n; return true; })()`);
  await page.evaluate(toastsSettled);
  await page.evaluate(animationsSettled);
  // Summarised in the page: the full result is large, and WebDriver would carry all of it.
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")})`);
  });
}
