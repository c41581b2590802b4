import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { animationsSettled } from "./animations-settled";
import { toastsSettled } from "./toasts-settled";

// Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };

/** Runs axe-core in the page; returns one line per violation (empty = clean). */
export async function checkA11y(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  await page.evaluate(toastsSettled);
  await page.evaluate(animationsSettled);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return (result as AxeResult).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")})`);
}
