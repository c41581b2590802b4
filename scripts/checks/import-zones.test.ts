import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: join(import.meta.dirname, "..", "..") });

/** The import-direction messages (docs/decisions/043) ESLint gives one import written in `file`. */
async function zoneErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as m from "${specifier}";\nexport const used = m;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import zones inside web/ (decision 043)", () => {
  it.each([
    ["web/ui/Example.tsx", "../app/App"],
    ["web/ui/Example.tsx", "../db/db"],
    ["web/screens/landing/Example.tsx", "../../app/SyncIndicator"],
    ["web/screens/landing/Example.tsx", "../../flow/machine"],
    ["web/screens/landing/Example.tsx", "../../sync/status"],
    ["web/db/example.ts", "../kiosk/settings"],
    ["web/sync/example.ts", "../admin/AdminWorkspace"],
    ["web/flow/example.ts", "../app/Toasts"],
    ["web/flow/example.ts", "../report/ReportView"],
    ["web/kiosk/example.ts", "../admin/AdminWorkspace"],
    ["web/admin/teams/Example.tsx", "../../kiosk/settings"],
    ["web/report/Example.tsx", "../flow/machine"],
    ["web/report/Example.tsx", "../manager/ManagerView"],
    ["web/manager/Example.tsx", "../admin/teams/map/TeamMapCard"],
    ["web/manager/Example.tsx", "../admin/teams/map/TeamMapFigure.test"],
    ["web/manager/Example.tsx", "../report/ReportView"],
    ["web/flow/example.ts", "../app/App"],
    ["web/kiosk/example.ts", "../flow/machine"],
    ["web/kiosk/example.ts", "../admin/import/ImportCard"],
  ])("%s may not import %s", async (file, specifier) => {
    const errors = await zoneErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("docs/decisions/043");
  });

  it.each([
    ["web/screens/landing/Example.tsx", "../../ui/Spinner"],
    ["web/sync/example.ts", "../db/db"],
    ["web/flow/example.ts", "../kiosk/use-kiosk"],
    ["web/kiosk/example.ts", "../escape/read-export"],
    ["web/admin/dashboard/Example.tsx", "../ui/Card"],
    ["web/app/Example.tsx", "../admin/AdminRoute"],
    ["web/app/Example.tsx", "../manager/ManagerRoute"],
    ["web/manager/Example.tsx", "../admin/teams/map/TeamMapFigure"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await zoneErrors(file, specifier)).toEqual([]);
  });

  it("keeps the worker ban in every zone", async () => {
    expect(await zoneErrors("web/ui/Example.tsx", "../../worker/app")).toHaveLength(1);
  });
});

describe("import direction inside worker/ (docs/architecture.md#where-the-code-lives)", () => {
  it.each([
    ["worker/db/example.ts", "../identity/credential"],
    ["worker/http/example.ts", "../assessment/save-statement"],
    ["worker/http/example.ts", "../app"],
    ["worker/teams/example.ts", "../app"],
    ["worker/records/example.ts", "../index"],
  ])("%s may not import %s", async (file, specifier) => {
    const errors = await zoneErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("docs/architecture.md");
  });

  it.each([
    ["worker/teams/example.ts", "../db/tables"],
    ["worker/teams/example.ts", "../http/app-env"],
    ["worker/records/example.ts", "../live/notify"],
    ["worker/app.ts", "./teams/public-teams"],
    ["worker/teams/example.test.ts", "../app"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await zoneErrors(file, specifier)).toEqual([]);
  });
});
