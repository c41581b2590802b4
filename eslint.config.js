import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const WORKER = { group: ["**/worker/*", "../worker/*"], message: "web/ and schema/ never import the worker (import type AppType only)." };
// Import direction inside web/ (docs/decisions/043): shared pieces → features → the composition root (app/).
// A block's no-restricted-imports replaces the one above it, so each zone repeats the worker ban.
const zone = (folders, forbidden, message) => ({
  files: folders.map((f) => `web/${f}/**/*.{ts,tsx}`),
  rules: {
    "no-restricted-imports": [
      "error",
      // Matched on the specifier as written: `../`s climbing to web/, then a forbidden folder. One zone has an exception
      // (web/manager/ below).
      { patterns: [WORKER, { regex: `^(\\.\\./)+(${forbidden.join("|")})/`, message: `${message} (docs/decisions/043)` }] },
    ],
  },
});
const FEATURES = ["app", "flow", "admin", "kiosk", "report", "manager"];

// Import direction inside worker/ (docs/architecture.md#where-the-code-lives): the shared folders (db/, http/) import no
// domain and not the app that mounts them; a domain imports not the app. Tests and test helpers drive the whole app.
const DOMAINS = ["assessment", "teams", "live", "identity", "records", "export"];
const workerZone = (folders, forbidden, message) => ({
  files: folders.map((f) => `worker/${f}/**/*.ts`),
  ignores: ["**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns: [{ regex: forbidden, message: `${message} (docs/architecture.md)` }] }] },
});
// eslint-plugin-check-file's own globs for the two casings, combined for .tsx below.
const KEBAB_CASE = "+([a-z])*([a-z0-9])*(-+([a-z0-9]))";
const PASCAL_CASE = "+([A-Z])*([a-z0-9])*([A-Z]*([a-z0-9]))";

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".wrangler", ".config", ".bench", "worker/worker-configuration.d.ts", "migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Prettier wraps code at 140 columns but leaves comments as written (decision 048): they wrap at 140 too. Code lines are
    // Prettier's, so only lines that are wholly comment are measured; a line holding a URL may run long.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    rules: { "max-len": ["error", { code: Number.MAX_SAFE_INTEGER, comments: 140, ignoreUrls: true }] },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": true, "ts-ignore": true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [WORKER] }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
    languageOptions: { globals: globals.browser },
  },
  zone(["ui"], [...FEATURES, "screens", "db", "sync"], "web/ui/ is shared UI: it imports no feature, screen, storage or sync"),
  zone(["screens"], [...FEATURES, "db", "sync"], "web/screens/ render what they are given: no feature, storage or sync"),
  zone(["db", "sync", "escape", "sw"], [...FEATURES, "screens", "ui"], "Storage, sync and crypto import no UI and no feature"),
  zone(
    ["flow"],
    ["admin", "report", "manager", "app"],
    "The flow imports no other feature but the kiosk it composes, and nothing from the app root",
  ),
  zone(["kiosk"], ["app", "flow", "report", "manager", "admin"], "The kiosk imports no other feature and nothing from the app root"),
  zone(["admin"], ["app", "flow", "kiosk", "report", "manager"], "The admin imports no other feature and nothing from the app root"),
  zone(["report"], ["app", "flow", "kiosk", "admin", "manager"], "The report imports no other feature and nothing from the app root"),
  // The one exception: the manager's view draws the admin's team map figure, which imports nothing else of the admin.
  zone(
    ["manager"],
    ["app", "flow", "kiosk", "report", "admin(?!/teams/map/TeamMapFigure$)"],
    "The manager's view imports no other feature, of the admin only its map figure, and nothing from the app root",
  ),
  workerZone(
    ["db", "http"],
    `^(\\.\\./)+((${DOMAINS.join("|")})/|(app|index)$)`,
    "worker/db/ and worker/http/ are shared: they import no domain and not the app",
  ),
  workerZone(DOMAINS, "^(\\.\\./)+(app|index)$", "A domain is mounted by worker/app.ts and never imports it"),
  {
    files: ["schema/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm*", "hono*", "react*", "dexie*"], message: "schema/ is pure: zod only." },
            { regex: "^(\\.\\./)+(web|worker)/", message: "schema/ is pure: zod only." },
          ],
        },
      ],
    },
  },
  { files: ["scripts/**/*.mjs", "e2e/**/*.ts", "*.config.*", "*.js"], languageOptions: { globals: globals.node } },
  // File names (docs/architecture.md#file-names): a React component's file is named after it, PascalCase (.tsx only);
  // every other module, a .tsx of hooks, helpers or several small components among them, and every folder kebab-case.
  // The name is judged before its first dot, so `save-rules.test.ts` and `vitest.workspace.ts` are judged as `save-rules`, `vitest`.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,js,mjs}": "KEBAB_CASE", "**/*.tsx": `@(${PASCAL_CASE}|${KEBAB_CASE})` },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'The file name "{{ target }}" must be kebab-case, or PascalCase for a React component (.tsx)',
        },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "**/": "KEBAB_CASE" },
        { errorMessage: 'The folder name "{{ target }}" must be kebab-case' },
      ],
    },
  },
);
