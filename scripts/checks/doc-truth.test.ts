import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimsIn, expandBraces, pathIn, problemsOf, type Tree } from "./doc-truth";

// The docs say what the code does: every path they name exists, every symbol they place in a file is in it (decision 076).
const root = join(import.meta.dirname, "..", "..");
const top = new Set(["web", "worker", "schema", "docs"]);
// Built from parts, so that the references test's scan of this file finds no doc it lacks.
const doc = ["docs", "x.md"].join("/");

/** A tree of a few files, for the parser's tests. */
function treeOf(files: Record<string, string>, ignored: string[] = []): Tree {
  return { files: Object.keys(files), read: (p) => files[p], ignored: (p) => ignored.some((i) => p.startsWith(i)) };
}

describe("doc truth", () => {
  it("reads paths out of code spans and leaves routes, packages and words alone", () => {
    expect(pathIn("web/flow/machine.ts", top)).toEqual({ path: "web/flow/machine.ts", where: "rooted" });
    expect(pathIn("web/sync/", top)).toEqual({ path: "web/sync/", where: "rooted" });
    expect(pathIn(`${doc}#kiosk`, top)).toEqual({ path: doc, where: "rooted" });
    expect(pathIn("../web/", top)).toEqual({ path: "../web/", where: "relative" });
    expect(pathIn("machine.ts", top)).toEqual({ path: "machine.ts", where: "anywhere" });
    expect(pathIn("api/query-client.ts", top)).toEqual({ path: "api/query-client.ts", where: "anywhere" });
    expect(pathIn("live/", top)).toEqual({ path: "live/", where: "anywhere" });
    for (const notPath of ["/api/assessment", "@hono/oidc-auth", "zod/mini", "application/json", "team.join", "npm run lint", "a = b.ts"])
      expect(pathIn(notPath, top), notPath).toBeUndefined();
  });

  it("expands braces into one path per alternative", () => {
    expect(expandBraces("schema/{payload,batch}.ts")).toEqual(["schema/payload.ts", "schema/batch.ts"]);
    expect(expandBraces("a/b.ts")).toEqual(["a/b.ts"]);
  });

  it("places a symbol in the file the doc names beside it, and nowhere else", () => {
    const line = (text: string) => claimsIn(doc, text, top).filter((c) => c.symbol !== undefined);
    expect(line("the rule is `commitAnswer` in `web/flow/machine.ts`")).toEqual([
      { line: 1, path: "web/flow/machine.ts", where: "rooted", symbol: "commitAnswer" },
    ]);
    expect(line("`decideSave()` (`schema/save.ts`, property-tested)")[0]?.symbol).toBe("decideSave");
    expect(line("`schema/constants.ts` `DELAY`")[0]?.symbol).toBe("DELAY");
    expect(line("`e2e/fixtures.ts`: `uniquePerson`")[0]?.path).toBe("e2e/fixtures.ts");
    expect(line("`index.ts`'s `scheduled` handler")[0]).toMatchObject({ path: "index.ts", symbol: "scheduled" });
    expect(line("`pageProgress` in [page-progress.ts](../schema/page-progress.ts)")[0]?.path).toBe("schema/page-progress.ts");
    expect(line("| `web/flow/machine.ts` | `commitAnswer` |")).toEqual([]);
    expect(line("`commitAnswer` and `web/flow/machine.ts`")).toEqual([]);
    expect(line("`commitAnswer` in the machine, `web/flow/machine.ts`")).toEqual([]);
    expect(line("`` `commitAnswer` in `web/flow/machine.ts` ``")).toEqual([]);
    expect(claimsIn(doc, "```\n`web/gone.ts`\n```\n`web/here.ts`", top)).toEqual([{ line: 4, path: "web/here.ts", where: "rooted" }]);
  });

  it("names the doc, the line, the path and the symbol that are no longer true", () => {
    const tree = treeOf(
      {
        "web/flow/machine.ts": "const commitAnswer = () => saveDraft({ withinStep: true });",
        "web/admin/live/connection.ts": "export function openBoard() {}",
        "web/admin/README.md": "",
        "schema/payload.ts": "export const PayloadSchema = 1;",
        "worker/teams/members.ts": "",
      },
      ["dist/"],
    );
    const text = [
      "`commitAnswer` in `web/flow/machine.ts`, `commitDraft` in `web/flow/machine.ts`",
      "`schema/upsert.ts` `decideSave`, and `schema/{payload,batch}.ts`",
      "`machine.ts` and `gone.ts`; `openBoard` in `web/admin/live/`; `dist/` and `dist/sw.js` are built",
      "`withinStep` (`../web/flow/machine.ts`) and `web/flow/*.ts` and `web/flow/*.tsx`",
    ].join("\n");
    expect(problemsOf(doc, claimsIn(doc, text, top), tree)).toEqual([
      doc + ":1: `commitDraft` is not in `web/flow/machine.ts`",
      doc + ":2: `schema/upsert.ts` does not exist",
      doc + ":2: `schema/batch.ts` does not exist",
      doc + ":3: `gone.ts` does not exist",
      doc + ":4: `web/flow/*.tsx` does not exist",
    ]);
    // A README inside a code folder names that folder's files: worker/teams/ is not web/admin's `teams/`.
    const readme = "web/admin/README.md";
    expect(problemsOf(readme, claimsIn(readme, "| `live/` | `openBoard` in `live/connection.ts`; `teams/` |", top), tree)).toEqual([
      "web/admin/README.md:1: `teams/` does not exist",
    ]);
  });

  it("every doc names only paths that exist and symbols that are where it says", () => {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
    const files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard")
      .split("\0")
      .filter((f) => f !== "");
    const folders = new Set(files.filter((f) => f.includes("/")).map((f) => f.slice(0, f.indexOf("/"))));
    const texts = new Map<string, string | undefined>();
    const tree: Tree = {
      files,
      read: (p) => {
        if (!texts.has(p)) texts.set(p, readIfPresent(join(root, p)));
        return texts.get(p);
      },
      ignored: (p) => spawnSync("git", ["check-ignore", "-q", "--no-index", p], { cwd: root }).status === 0,
    };
    const docs = files.filter((f) => f.endsWith(".md") && !/^docs\/decisions\/\d/.test(f));
    expect(docs).toContain("web/admin/README.md");
    const problems = docs.flatMap((doc) => problemsOf(doc, claimsIn(doc, tree.read(doc) ?? "", folders), tree));
    expect(problems).toEqual([]);
  });
});

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}
