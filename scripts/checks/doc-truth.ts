// What a doc says of the code, read out of its backticks: the paths it names and the symbols it places in them
// (the convention is docs/architecture.md#what-the-docs-may-name; decision 076).

/** The repository as the check sees it; a test passes a small one. */
export interface Tree {
  /** Every file a clone holds (tracked or new, never ignored), as repository paths. */
  readonly files: readonly string[];
  /** A file's text, or undefined when it cannot be read. */
  read(path: string): string | undefined;
  /** Whether git ignores this path: build output and local state a doc may name without a clone holding them. */
  ignored(path: string): boolean;
}

/** A path, or a symbol placed in a path, that one line of a doc names. */
export interface Claim {
  line: number;
  /** As written (a link's target resolved from the doc); `where` is how to find it. */
  path: string;
  where: Where;
  symbol?: string;
}

/** rooted: from the repository's root; relative: from the doc's folder; anywhere: a path's tail, found in any folder. */
export type Where = "rooted" | "relative" | "anywhere";

const EXTENSIONS = "ts|tsx|mts|cts|mjs|cjs|js|json|jsonc|toml|css|html|md|sql|po|svg|csv|txt";
// Outside a top folder only source files read as ours: `export.csv` or `respondent-<id>.json` name what the app writes.
const sourceName = /^[\w@$<{*][\w.@$<>{},*-]*\.(?:ts|tsx|mts|cts|mjs|cjs|js|toml|css|md)$/;
const symbolName = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;

/** The path a code span names, and how to find it; undefined when the span is not a path (a route, a package, a command). */
export function pathIn(span: string, topFolders: ReadonlySet<string>): { path: string; where: Where } | undefined {
  const path = span.replace(/#[\w-]*$/, "");
  if (path === "" || /[\s=()'"?:;|\\]/.test(path) || path.startsWith("/") || path.startsWith("@")) return undefined;
  if (path.startsWith("./") || path.startsWith("../")) return { path, where: "relative" };
  const segments = path.split("/");
  const first = segments[0] ?? "";
  const last = segments[segments.length - 1] ?? "";
  if (segments.length > 1 && topFolders.has(first)) return { path, where: "rooted" };
  // Elsewhere only a file name with its extension, or a folder written with its slash, reads as a path:
  // `zod/mini`, `application/json` and `team.join` do not.
  if (sourceName.test(last) || (segments.length > 1 && last === "" && /^[\w.<>{},*-]+$/.test(first))) return { path, where: "anywhere" };
  return undefined;
}

interface Token {
  start: number;
  end: number;
  path?: { path: string; where: Where };
  symbol?: string;
}

const outsideTarget = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const link = /\[((?:[^\]`]|`[^`]*`)*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * CommonMark's code spans: a run of backticks up to the next run of the same length. A span holding backticks is an example, not a
 * name.
 */
function codeSpans(content: string): { start: number; end: number; text: string }[] {
  const spans: { start: number; end: number; text: string }[] = [];
  const runs = [...content.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (open === undefined) continue;
    const close = runs.findIndex((r, j) => j > i && r[0].length === open[0].length);
    if (close < 0) continue;
    const end = (runs[close]?.index ?? 0) + open[0].length;
    spans.push({ start: open.index, end, text: content.slice(open.index + open[0].length, end - open[0].length) });
    i = close;
  }
  return spans;
}

/** The path and symbol tokens of one line, in order: code spans, and links to the repository's files. */
function tokensOf(content: string, doc: string, topFolders: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  const skipped: [number, number][] = [];
  for (const m of content.matchAll(link)) {
    const [whole, , target = ""] = m;
    const start = m.index;
    // A link's text is not read as code names: a link to another project's file names that project's code.
    skipped.push([start, start + whole.length]);
    if (outsideTarget.test(target)) continue;
    const file = target.split("#")[0] ?? "";
    if (file !== "")
      tokens.push({ start, end: start + whole.length, path: { path: joinPath(dirOf(doc), decodeURIComponent(file)), where: "rooted" } });
  }
  for (const { start, end, text } of codeSpans(content)) {
    if (skipped.some(([a, b]) => start >= a && start < b)) continue;
    const span = text.trim().replace(/\\\|/g, "|");
    const path = span.includes("`") ? undefined : pathIn(span, topFolders);
    if (path !== undefined) tokens.push({ start, end, path });
    else if (symbolName.test(span)) tokens.push({ start, end, symbol: span.replace(/\(\)$/, "") });
    else tokens.push({ start, end });
  }
  return tokens.sort((a, b) => a.start - b.start);
}

// `symbol` in `path`, `symbol` from `path`, `symbol` (`path`, ...): the symbol before its file.
const symbolThenPath = /^(?:\s+(?:in|from)\s+|\s*\(\s*)$/;
// `path` `symbol`, `path`'s `symbol`, `path`: `symbol`: the file before its symbol.
const pathThenSymbol = /^(?:\s+|'s\s+|:\s+)$/;

/** Every path a doc names in code spans or links, and every symbol it places in one (fenced code blocks are left out). */
export function claimsIn(doc: string, text: string, topFolders: ReadonlySet<string>): Claim[] {
  const claims: Claim[] = [];
  let fenced = false;
  text.split("\n").forEach((content, i) => {
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(content)) return;
    const line = i + 1;
    const tokens = tokensOf(content, doc, topFolders);
    tokens.forEach((token, t) => {
      if (token.path !== undefined) claims.push({ line, ...token.path });
      const next = tokens[t + 1];
      if (next === undefined) return;
      const between = content.slice(token.end, next.start);
      if (token.symbol !== undefined && next.path !== undefined && symbolThenPath.test(between))
        claims.push({ line, ...next.path, symbol: token.symbol });
      if (token.path !== undefined && next.symbol !== undefined && pathThenSymbol.test(between))
        claims.push({ line, ...token.path, symbol: next.symbol });
    });
  });
  return claims;
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** `a/b` joined with `../c` is `a/c`; the answer never starts with a slash. */
function joinPath(dir: string, path: string): string {
  const parts: string[] = dir === "" ? [] : dir.split("/");
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** `a/{b,c}.ts` is `a/b.ts` and `a/c.ts`: each alternative is a path of its own. */
export function expandBraces(path: string): string[] {
  const m = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (m === null) return [path];
  return (m[1] ?? "").split(",").flatMap((alt) => expandBraces(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

/** A path with `*`, `**` and `<placeholder>` as a pattern over repository paths. */
function patternOf(path: string): string {
  return path
    .split(/(\*\*\/?|\*|<[^>]*>|…)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
      if (part.startsWith("**")) return "(?:.*/)?";
      return part === "*" || part === "…" ? "[^/]*" : "[^/]+";
    })
    .join("");
}

/** The files a path names: the file itself, a module path without its extension, or every file of a folder. */
export function filesNamed(path: string, where: Where, doc: string, files: readonly string[]): string[] {
  const full = where === "relative" ? joinPath(dirOf(doc), path) : path.replace(/^\.\//, "");
  const folder = full.endsWith("/") || full === "" ? full : undefined;
  const body = patternOf(folder ?? full);
  const head = where === "anywhere" ? "^(?:.*/)?" : "^";
  const tail = folder !== undefined ? ".+$" : `(?:\\.(?:${EXTENSIONS}|d\\.ts)|/.+)?$`;
  const pattern = new RegExp(head + body + tail);
  const found = files.filter((f) => pattern.test(f));
  // A README inside a code folder names that folder's files (web/admin/README.md's `live/` is web/admin/live/, not worker/live/).
  const folderOfCode = where === "anywhere" && dirOf(doc) !== "" && !/^docs(\/|$)/.test(dirOf(doc));
  return folderOfCode ? found.filter((f) => f.startsWith(`${dirOf(doc)}/`)) : found;
}

/** Whether a symbol is in a text: each dotted part as a whole word. */
export function mentions(text: string, symbol: string): boolean {
  return symbol.split(".").every((part) => new RegExp(`(?<![\\w$])${part.replace(/\$/g, "\\$")}(?![\\w$])`).test(text));
}

/** What a doc says that the tree contradicts: a path no file answers, a symbol its file does not hold. */
export function problemsOf(doc: string, claims: readonly Claim[], tree: Tree): string[] {
  const problems: string[] = [];
  for (const claim of claims) {
    for (const path of expandBraces(claim.path)) {
      const files = filesNamed(path, claim.where, doc, tree.files);
      if (files.length === 0) {
        const literal = claim.where === "relative" ? joinPath(dirOf(doc), path) : path;
        if (claim.symbol === undefined && !tree.ignored(literal.split(/[*<{…]/)[0] ?? literal))
          problems.push(`${doc}:${claim.line}: \`${path}\` does not exist`);
        continue;
      }
      if (claim.symbol === undefined) continue;
      const symbol = claim.symbol;
      if (!files.some((f) => mentions(tree.read(f) ?? "", symbol)))
        problems.push(`${doc}:${claim.line}: \`${symbol}\` is not in \`${path}\``);
    }
  }
  return problems;
}
