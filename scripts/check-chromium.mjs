import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(`\nChromium is missing at ${path}: the end-to-end tests need Debian's Chromium.\n  Install it with: sudo apt-get install -y chromium\n  (or set CHROMIUM_PATH to another Chromium binary)\n`);
  process.exit(1);
}
