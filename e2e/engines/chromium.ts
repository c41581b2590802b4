// Chromium through playwright-core (DevTools protocol): real offline emulation for page and service worker.
import { chromium, type ElementHandle } from "playwright-core";
import { CHROMIUM_FLAGS as args, CHROMIUM_PATH as executablePath } from "../../scripts/chromium.mjs";
import { watchRequests } from "../requests-in-flight";
import type { Engine, Key, Tab, Viewport } from "./engine";

const KEYS: Record<Key, string> = { Enter: "Enter", Escape: "Escape", Tab: "Tab", "Shift+Tab": "Shift+Tab", Space: " ", Backspace: "Backspace" };

export async function launchChromium(): Promise<Engine> {
  const browser = await chromium.launch({ executablePath, headless: true, args });
  return {
    name: "chromium",
    async newTab(viewport: Viewport): Promise<Tab> {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      watchRequests(page);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      return {
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        url: async () => page.url(),
        evaluate: (expression) => page.evaluate(expression),
        async click(expression) {
          const handle = await page.evaluateHandle(expression);
          const element = handle.asElement();
          if (!element) throw new Error(String(await handle.jsonValue()));
          await (element as ElementHandle<Element>).click({ timeout: 5000 });
        },
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(KEYS[key]),
        mouseMove: (x, y, steps = 1) => page.mouse.move(x, y, { steps }),
        mouseDown: () => page.mouse.down(),
        mouseUp: () => page.mouse.up(),
        async emulateOffline(offline) {
          await context.setOffline(offline);
          return true;
        },
        errors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
