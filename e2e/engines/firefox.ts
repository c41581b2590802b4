// Firefox ESR through puppeteer-core over WebDriver BiDi; each tab is its own user context (storage,
// service workers and IndexedDB apart).
import puppeteer, { type ElementHandle, type KeyInput } from "puppeteer-core";
import { FIREFOX_PATH } from "../../scripts/local/engines.mjs";
import { navigateOnceMoreIfStalled } from "../support/stalled-load";
import type { Engine, Key, Tab, Viewport } from "./engine";

const KEYS: Record<Exclude<Key, "Shift+Tab">, KeyInput> = {
  Enter: "Enter",
  Escape: "Escape",
  Tab: "Tab",
  Space: " ",
  Backspace: "Backspace",
};

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Nothing but our own server: no update, telemetry or captive-portal checks dialling out.
    extraPrefsFirefox: { "network.captive-portal-service.enabled": false, "network.connectivity-service.enabled": false },
  });
  return {
    name: "firefox",
    async newTab(viewport: Viewport): Promise<Tab> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e instanceof Error ? e.message : String(e)));
      page.on("console", (m) => {
        if (m.type() === "error" && /Content[- ]Security[- ]Policy/i.test(m.text())) errors.push(m.text());
      });
      return {
        goto: (url) => navigateOnceMoreIfStalled(url, async () => void (await page.goto(url))),
        reload: async () => void (await page.reload()),
        url: async () => page.url(),
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        async click(expression) {
          const handle = await page.evaluateHandle(expression);
          const element = handle.asElement();
          if (!element) throw new Error(String(await handle.jsonValue()));
          await (element as ElementHandle<Element>).click();
        },
        type: (text) => page.keyboard.type(text),
        async press(key) {
          if (key !== "Shift+Tab") return page.keyboard.press(KEYS[key]);
          await page.keyboard.down("Shift");
          await page.keyboard.press("Tab");
          await page.keyboard.up("Shift");
        },
        mouseMove: (x, y, steps = 1) => page.mouse.move(x, y, { steps }),
        mouseDown: () => page.mouse.down(),
        mouseUp: () => page.mouse.up(),
        async emulateOffline(offline) {
          await page.setOfflineMode(offline);
          return true;
        },
        errors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
