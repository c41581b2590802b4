// Where the e2e run finds each engine's browser (Debian packages), and how to install what is missing.
import { CHROMIUM_PATH } from "./chromium.mjs";

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_RUN_PATH = "/usr/bin/xvfb-run";

/** Per engine: the files it needs and the apt packages that bring them. */
export const ENGINE_NEEDS = {
  chromium: { files: [CHROMIUM_PATH], apt: ["chromium"] },
  firefox: { files: [FIREFOX_PATH], apt: ["firefox-esr"] },
  webkit: { files: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_RUN_PATH], apt: ["webkit2gtk-driver", "xvfb"] },
};
