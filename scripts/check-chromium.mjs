import { existsSync } from "node:fs";
import { CHROMIUM_PATH as path } from "./chromium.mjs";
if (!existsSync(path)) {
  console.error(`\nChromium is missing at ${path}: the end-to-end tests need Debian's Chromium.\n  Install it with: sudo apt-get install -y chromium\n  (or set CHROMIUM_PATH to another Chromium binary)\n`);
  process.exit(1);
}
