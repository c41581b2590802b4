// Which engine a run drives (the vitest project provides it) and a fresh page behind its own network switch.
import { afterAll, beforeAll, inject } from "vitest";
import { launchChromium } from "./chromium";
import type { Engine, EngineName, Viewport } from "./engine";
import { launchFirefox } from "./firefox";
import { startNetworkSwitch } from "./network-switch";
import { Page } from "./page";
import { launchWebKit } from "./webkit";

declare module "vitest" {
  export interface ProvidedContext {
    engine: EngineName;
  }
}

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };

export const engineName = (): EngineName => inject("engine") ?? "chromium";

export const DESKTOP: Viewport = { width: 1280, height: 1400 };

/** One browser for the test file, started before its tests and closed after them. */
export function useEngine(): () => Engine {
  let engine: Engine | undefined;
  beforeAll(async () => {
    engine = await LAUNCH[engineName()]();
  });
  afterAll(async () => {
    await engine?.close();
  });
  return () => {
    if (!engine) throw new Error("the engine is not running (useEngine() belongs at the top of a test file)");
    return engine;
  };
}

/** A new isolated tab that reaches the e2e server through its own network switch. */
export async function openPage(engine: Engine, viewport: Viewport = DESKTOP): Promise<Page> {
  const network = await startNetworkSwitch(inject("baseURL"));
  const tab = await engine.newTab(viewport);
  return new Page({ tab, network, engine: engine.name });
}

/**
 * Runs `use` on a new page and closes it after; when `use` fails, first prints what the respondent
 * saw and the page's errors (the test's error alone rarely says why).
 */
export async function withPage(engine: Engine, use: (page: Page) => Promise<void>, viewport: Viewport = DESKTOP): Promise<void> {
  const page = await openPage(engine, viewport);
  try {
    await use(page);
  } catch (error) {
    const screen = await page.evaluate(() => document.body.innerText).catch((e: unknown) => `(no page: ${String(e)})`);
    const errors = await page.errors().catch(() => []);
    console.log(`--- ${engine.name}: the screen at the failure ---\n${screen}\n--- page errors ---\n${errors.join("\n") || "(none)"}`);
    throw error;
  } finally {
    await page.close();
  }
}
