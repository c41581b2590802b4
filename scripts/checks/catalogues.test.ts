import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The respondent app's catalogues (docs/languages.md#catalogues), checked by Lingui's own CLI: every message in
// the code is in the English catalogues as `npm run i18n:extract` would write them, and Spanish and Arabic
// translate every one of them (English fallback is for a message added since, never for a release).
const root = join(import.meta.dirname, "..", "..");
const lingui = (...args: string[]) => {
  const run = spawnSync(
    process.execPath,
    [join(root, "node_modules/@lingui/cli/dist/lingui.js"), "check", ...args, "--workers", "1", "--verbose"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe("the message catalogues", () => {
  it("hold exactly what extraction from the code gives (run npm run i18n:extract after changing a message)", () => {
    const run = lingui("sync");
    expect(run.output).toContain("PASS sync");
    expect(run.status).toBe(0);
  });

  it("translate every message into Spanish and Arabic", () => {
    const run = lingui("missing", "--mode", "catalog", "--locale", "es,ar");
    expect(run.output).toContain("PASS missing");
    expect(run.status).toBe(0);
  });
});
