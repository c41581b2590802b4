// WebKitGTK through its WebKitWebDriver (classic WebDriver, selenium-webdriver) driving MiniBrowser on a
// virtual X display (xvfb-run): each tab is its own automation session, a fresh browser with its own
// storage. Classic WebDriver has no offline switch and no error events: the network switch in front
// of the server stands in for the one, a listener added after every navigation for the other.
import { spawn } from "node:child_process";
import { Builder, Capabilities, Key as WdKey, Origin, WebElement, type WebDriver } from "selenium-webdriver";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from "../../scripts/local/engines.mjs";
import { freePort, stop } from "../../scripts/local/local-server.mjs";
import { navigateOnceMoreIfStalled } from "../support/stalled-load";
import type { Engine, Key, Tab, Viewport } from "./engine";

const KEYS: Record<Exclude<Key, "Shift+Tab">, string> = {
  Enter: WdKey.ENTER,
  Escape: WdKey.ESCAPE,
  Tab: WdKey.TAB,
  Space: WdKey.SPACE,
  Backspace: WdKey.BACK_SPACE,
};

// Collects what Chromium and Firefox report as events; lost on navigation, so read before each one.
const LISTEN_FOR_ERRORS = `
  if (!window.__e2eErrors) {
    window.__e2eErrors = [];
    addEventListener("error", (e) => window.__e2eErrors.push(String(e.message)));
    addEventListener("unhandledrejection", (e) => window.__e2eErrors.push(String(e.reason && e.reason.message || e.reason)));
    document.addEventListener("securitypolicyviolation", (e) => window.__e2eErrors.push("Content Security Policy: " + e.violatedDirective + " " + e.blockedURI));
  }`;

async function waitUntilReady(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("WebKitWebDriver did not answer within 30 s");
}

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  // A screen larger than any viewport the scenarios ask for, so a window is never clipped by it.
  const child = spawn(XVFB_RUN_PATH, ["-a", "-s", "-screen 0 1920x1600x24", WEBKIT_DRIVER_PATH, `--port=${port}`], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const server = `http://127.0.0.1:${port}`;
  await waitUntilReady(server, child);
  const capabilities = new Capabilities({
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
  });
  return {
    name: "webkit",
    async newTab(viewport: Viewport): Promise<Tab> {
      const driver: WebDriver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
      await setViewport(driver, viewport);
      const errors: string[] = [];
      const harvest = async () => {
        const seen = await driver
          .executeScript<string[] | null>("return window.__e2eErrors ? window.__e2eErrors.splice(0) : null")
          .catch(() => null);
        if (seen) errors.push(...seen);
      };
      const listen = () => driver.executeScript(LISTEN_FOR_ERRORS);
      const actions = () => driver.actions({ async: true });
      return {
        async goto(url) {
          await harvest();
          await navigateOnceMoreIfStalled(url, () => driver.get(url));
          await listen();
        },
        async reload() {
          await harvest();
          await driver.navigate().refresh();
          await listen();
        },
        url: () => driver.getCurrentUrl(),
        evaluate: (expression) => driver.executeScript(`return ${expression}`),
        async click(expression) {
          const element = await driver.executeScript<unknown>(`return ${expression}`);
          if (!(element instanceof WebElement)) throw new Error(String(element));
          await element.click();
        },
        type: (text) => actions().sendKeys(text).perform(),
        async press(key) {
          if (key === "Shift+Tab") await actions().keyDown(WdKey.SHIFT).sendKeys(WdKey.TAB).keyUp(WdKey.SHIFT).perform();
          else await actions().sendKeys(KEYS[key]).perform();
        },
        async mouseMove(x, y, steps = 1) {
          // WebDriver interpolates a move with a duration into intermediate pointer moves.
          await actions()
            .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT, duration: steps > 1 ? steps * 16 : 0 })
            .perform();
        },
        mouseDown: () => actions().press().perform(),
        mouseUp: () => actions().release().perform(),
        emulateOffline: async () => false,
        async errors() {
          await harvest();
          return [...errors];
        },
        close: () => driver.quit(),
      };
    },
    async close() {
      stop(child);
    },
  };
}

/** Sizes the window so that the page's own viewport (inside the browser's frame) is `viewport`. */
async function setViewport(driver: WebDriver, viewport: Viewport) {
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...viewport });
  const inner = await driver.executeScript<[number, number]>("return [innerWidth, innerHeight]");
  const width = viewport.width + (viewport.width - inner[0]);
  const height = viewport.height + (viewport.height - inner[1]);
  if (width !== viewport.width || height !== viewport.height) await driver.manage().window().setRect({ width, height });
}
