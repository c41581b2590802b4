// `node scripts/local/check-browser.mjs firefox`: stops an engine's e2e run early, with the install hint, when its browser is missing.
import { existsSync } from "node:fs";
import { ENGINE_NEEDS } from "./engines.mjs";

const engine = process.argv[2];
const needs = ENGINE_NEEDS[engine];
if (!needs) {
  console.error(`Unknown engine "${engine}": one of ${Object.keys(ENGINE_NEEDS).join(", ")}`);
  process.exit(2);
}
const missing = needs.files.filter((f) => !existsSync(f));
if (missing.length > 0) {
  console.error(
    `\nThe ${engine} end-to-end tests need ${missing.join(", ")}.\n  Install with: sudo apt-get install -y ${needs.apt.join(" ")}\n`,
  );
  process.exit(1);
}
