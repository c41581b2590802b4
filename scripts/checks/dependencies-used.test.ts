import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const SOURCE_DIRS = ["web", "worker", "schema", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name"; relative and node: imports → null. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.includes(":")) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null);
}

/** Every package imported (statically or lazily) by the shipped code and the project's own scripts. */
function importedPackages(): Set<string> {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)));
  return new Set(
    files.flatMap((file) =>
      ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.flatMap((f) => packageOf(f.fileName) ?? []),
    ),
  );
}

// A runtime dependency nothing imports is weight in every install and a false claim about the stack
// (jotai sat in `dependencies` unused until decision 045).
describe("package.json dependencies", () => {
  it("are each imported by web/, worker/, schema/ or scripts/", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const imported = importedPackages();
    expect(Object.keys(pkg.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });
});
