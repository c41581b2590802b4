// npm run screens — a screenshot of every screen at every width the layout check measures, for a
// person to look at before a release, in screens/ at the top (git-ignored): every respondent screen, every admin view
// (admin-*) at a phone's, a tablet's and laptops' widths, the live board (admin-live*) from 390 to 1920 px, closed and
// with a tile's details and the earlier devices open; and every respondent screen in the pseudo-locale (pseudo-*) and in
// Arabic (ar-*) at 390 and 1180 px (docs/languages.md#tests). Findings at widths a screen is not laid out for (the
// admin's at 390 and 768 px) are listed too, marked "reported only".
//
// Runs e2e/respondent/layout.test.ts, e2e/respondent/pseudo-locale.test.ts and e2e/respondent/arabic.test.ts with
// SCREENS_DIR set: they build the app (with the pseudo-locale, decision 052) and start their own wrangler dev,
// as every e2e run does, so it works on a clean clone. A layout problem does not stop the script:
// the screenshots are the point; it prints how many problems the check found and where they are.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const dir = join(root, "screens");
const problemsFile = join(dir, "problems.txt");
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

const browser = spawnSync(process.execPath, [join(root, "scripts", "check-browser.mjs"), "chromium"], { stdio: "inherit" });
if (browser.status !== 0) process.exit(browser.status ?? 1);

// Last run's pictures would pass for this run's.
rmSync(dir, { recursive: true, force: true });
console.log("Building the app, starting wrangler dev and walking every screen, also in the pseudo-locale and Arabic (a few minutes) ...");
const run = spawnSync(
  npx,
  [
    "vitest",
    "run",
    "--project",
    "e2e",
    "e2e/respondent/layout.test.ts",
    "e2e/respondent/pseudo-locale.test.ts",
    "e2e/respondent/arabic.test.ts",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SCREENS_DIR: dir },
  },
);

const shots = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".png")).length : 0;
if (shots === 0) {
  console.error("\nNo screenshots were written: the run failed before the first screen (see above).");
  process.exit(run.status || 1);
}
const lines = existsSync(problemsFile) ? readFileSync(problemsFile, "utf8").split("\n").filter(Boolean) : [];
const reported = lines.filter((line) => line.endsWith("(reported only)")).length;
const problems = lines.filter((line) => !line.endsWith("(reported only)"));
console.log(`\n${shots} screenshots in ${relative(process.cwd(), dir) || "."}/`);
console.log(
  problems.length === 0
    ? "The layout check found no problems."
    : `The layout check found ${problems.length} ${problems.length === 1 ? "problem" : "problems"}: see ${relative(process.cwd(), problemsFile)}`,
);
if (reported > 0) console.log(`${reported} more at widths a screen is not laid out for, in the same file ("reported only").`);
if (run.status !== 0 && problems.length === 0) console.log("The run failed for another reason: see the test output above.");
