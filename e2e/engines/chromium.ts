// Chromium through playwright-core (DevTools protocol): real offline emulation for page and service worker.
import type { ElementHandle } from "playwright-core";
import { launch, newPage, pageErrors } from "../support/browser";
import type { Engine, Key, Tab, Viewport } from "./engine";

const KEYS: Record<Key, string> = {
  Enter: "Enter",
  Escape: "Escape",
  Tab: "Tab",
  "Shift+Tab": "Shift+Tab",
  Space: " ",
  Backspace: "Backspace",
};

export async function launchChromium(): Promise<Engine> {
  const browser = await launch();
  return {
    name: "chromium",
    async newTab(viewport: Viewport): Promise<Tab> {
      // The Chromium-only files' page: the same error and in-flight request records.
      const { context, page } = await newPage(browser, { viewport });
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
        errors: async () => [...pageErrors(page)],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
