import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// Every reference in a comment or a doc must lead somewhere a clone of this repository holds.
const root = join(import.meta.dirname, "..", "..");

/** Tracked text files worth reading; applied migrations and lockfiles are history, not prose. */
function trackedTextFiles(): string[] {
  const text = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|html|css|toml|json|jsonc|ya?ml)$/;
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((f) => text.test(f) && !f.includes("node_modules/") && !f.startsWith("migrations/") && !/(^|\/)package-lock\.json$/.test(f));
}

// Built from parts so that this file does not cite what it looks for.
const outside = ["DESIGN", "SPEC", "STACK", "STYLE", "CONTENT"];
const outsideDoc = new RegExp(
  `(?:\\b(?:DESIGN|SPEC)(?:\\.md)?\\s*\\u00a7\\s*[\\d.]*\\d|\\b(?:${outside.join("|")})\\.md\\b|\\.\\./shared/)`,
  "g",
);
const markdownLink = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const docsPath = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
// A document named in capitals, like README.md, must be one the repository holds.
const capitalDoc = /(?<![\w./-])[A-Z][A-Z0-9_-]*\.md\b/g;
// A tracker issue's number means nothing to a reader of the repository: code gives the reason or the decision record.
const trackerIssue = /\bissues? \d+(?:[.-]\d+)?(?: items? \d+(?:-\d+)?)?/gi;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a markdown file offers: its headings (outside code fences) and explicit ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const [, id = ""] of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

export type Problem = string;

/** Problems of one file's text; `read` answers a repository path's text or undefined when absent. */
export function problemsIn(
  file: string,
  text: string,
  exists: (path: string) => boolean,
  read: (path: string) => string | undefined,
  names: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const isMarkdown = file.endsWith(".md");
  const checkTarget = (line: number, path: string, anchor: string | undefined, shown: string) => {
    if (!exists(path)) return problems.push(`${file}:${line}: ${shown} does not exist`);
    if (anchor === undefined || !path.endsWith(".md")) return;
    const target = read(path);
    if (target !== undefined && !anchorsOf(target).has(anchor)) problems.push(`${file}:${line}: ${shown} has no heading #${anchor}`);
  };
  let fenced = false;
  text.split("\n").forEach((content, i) => {
    const line = i + 1;
    for (const m of content.matchAll(outsideDoc))
      problems.push(`${file}:${line}: cites "${m[0].trim()}", which this repository does not hold`);
    if (!isMarkdown)
      for (const m of content.matchAll(trackerIssue))
        problems.push(`${file}:${line}: cites "${m[0]}", a tracker this repository does not hold: give the reason or the decision`);
    for (const m of content.matchAll(capitalDoc)) {
      if (!names.has(m[0]) && !outside.includes(m[0].slice(0, -3)))
        problems.push(`${file}:${line}: names ${m[0]}, which this repository does not hold`);
    }
    if (isMarkdown && /^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (isMarkdown && !fenced) {
      for (const [, href = ""] of content.matchAll(markdownLink)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) continue;
        const [rawPath = "", anchor] = href.split("#", 2);
        const path = rawPath === "" ? file : normalize(join(dirname(file), decodeURIComponent(rawPath)));
        checkTarget(line, path.replace(/\/$/, ""), anchor, href);
      }
    }
    for (const m of content.matchAll(docsPath)) {
      const [path = "", anchor] = m[0].split("#", 2);
      checkTarget(line, path, anchor, m[0]);
    }
  });
  return problems;
}

describe("references", () => {
  it("finds a citation of an outside document or a tracker issue, a missing file and a missing heading", () => {
    // Paths built from parts, so that the scan of this very file finds nothing in them.
    const dir = "docs";
    const up = "../../" + "shared/";
    const unknown = "NOTES";
    const tracker = "Issue";
    const docs: Record<string, string> = { [`${dir}/a.md`]: "# Quality bars\n## Quality bars\n" };
    const exists = (p: string) => p in docs || p === dir;
    const read = (p: string) => docs[p];
    const cite = `${outside[0]} \u00a77`;
    const text = [
      `// ${cite}: first load`,
      "see [a](a.md#quality-bars-1) and [b](b.md) and [c](a.md#nope)",
      `// ${dir}/a.md#quality-bars and ${dir}/z.md`,
      `[shared](${up}${outside[4]}.md)`,
      `as README.md and ${unknown}.md say`,
      `// refused (${tracker} 28 item 2)`,
    ].join("\n");
    const at = `${dir}/x.md`;
    expect(problemsIn(at, text, exists, read, new Set(["README.md"]))).toEqual([
      `${at}:1: cites "${cite}", which this repository does not hold`,
      `${at}:2: b.md does not exist`,
      `${at}:2: a.md#nope has no heading #nope`,
      `${at}:3: ${dir}/z.md does not exist`,
      `${at}:4: cites "${up.slice(3)}", which this repository does not hold`,
      `${at}:4: cites "${outside[4]}.md", which this repository does not hold`,
      `${at}:4: ${up}${outside[4]}.md does not exist`,
      `${at}:5: names ${unknown}.md, which this repository does not hold`,
    ]);
    const code = "web/x.ts";
    expect(problemsIn(code, text.split("\n").slice(4).join("\n"), exists, read, new Set(["README.md"]))).toEqual([
      `${code}:1: names ${unknown}.md, which this repository does not hold`,
      `${code}:2: cites "${tracker} 28 item 2", a tracker this repository does not hold: give the reason or the decision`,
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(slug("API — `npm run bench:api`")).toBe("api--npm-run-benchapi");
    expect(slug("The escape hatch: when a tablet never gets online")).toBe("the-escape-hatch-when-a-tablet-never-gets-online");
  });

  it("every comment and doc cites only what the repository holds", () => {
    const files = trackedTextFiles();
    const tracked = new Set(files);
    const texts = new Map<string, string | undefined>();
    const read = (p: string) => {
      if (!texts.has(p)) texts.set(p, existsSync(join(root, p)) ? readFileSync(join(root, p), "utf8") : undefined);
      return texts.get(p);
    };
    const exists = (p: string) => tracked.has(p) || existsSync(join(root, p));
    const names = new Set(files.map((f) => f.slice(f.lastIndexOf("/") + 1)));
    const problems = files.flatMap((file) => {
      const text = read(file);
      return text === undefined ? [] : problemsIn(file, text, exists, read, names);
    });
    expect(problems).toEqual([]);
  });
});
