import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BARS, measureFirstLoad } from "../bench/first-load.mjs";
import { buildWeb } from "../local/local-server.mjs";

// The first-load bars (docs/performance.md#quality-bars) on a production build: gzipped byte counts are the
// same on every machine, so they are a test, not only a benchmark (npm run bench:web prints the detail).
let dist: string;
let weights: ReturnType<typeof measureFirstLoad>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "sociality-first-load-"));
  buildWeb({}, dist);
  weights = measureFirstLoad(dist);
}, 180_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const route = (path: string) => weights.routes.find((r) => r.path === path)!;

describe("first load, gzipped, before first paint", () => {
  it("the landing page stays within 90 KB", () => {
    expect(route("/").total).toBeLessThanOrEqual(BARS.landing);
  });

  it("each flow route stays within 150 KB", () => {
    for (const path of ["/test/ceo", "/test/ic"]) expect(route(path).total, path).toBeLessThanOrEqual(BARS.flow);
  });

  it("the admin stays within its own 150 KB", () => {
    expect(route("/admin").total).toBeLessThanOrEqual(BARS.admin);
  });

  it("all respondent code stays within 252 KB, and each language's messages within 25 KB", () => {
    expect(weights.respondent.bytes).toBeLessThanOrEqual(BARS.respondent);
    expect(weights.catalogues.map((c) => c.language)).toEqual(["ar", "en", "es"]);
    for (const c of weights.catalogues) expect(c.bytes, c.language).toBeLessThanOrEqual(BARS.catalogues);
  });

  it("no admin code reaches a respondent route or the precache", () => {
    expect(weights.adminLeaks).toEqual([]);
  });
});

/**
 * Every script a respondent route reaches from the entry, statically or on demand, short of the routes of the admin, the sponsor report
 * and the manager's view.
 */
function respondentScripts(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (reached.has(chunk.file) || /(admin\/AdminRoute|report\/ReportRoute|manager\/ManagerRoute)\.tsx$/.test(chunk.src ?? "")) return;
    reached.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  Object.keys(manifest)
    .filter((k) => manifest[k]!.isEntry)
    .forEach(visit);
  return reached;
}

describe("the respondent's precache (decision 069)", () => {
  it("holds every script a respondent route reaches, statically or on demand, and none only the admin or the report reaches", () => {
    const reached = respondentScripts();
    const sw = readFileSync(join(dist, "sw.js"), "utf8");
    const precached = (JSON.parse(sw.match(/\[\{"revision":[^\]]*\}\]/)![0]) as { url: string }[])
      .map((e) => e.url)
      .filter((u) => u.startsWith("assets/") && u.endsWith(".js"));
    expect(precached.sort()).toEqual([...reached].sort());
  });
});

describe("the team map (decision 083)", () => {
  // Text only the map's own modules hold, as the minifier keeps it: TeamMapFigure's table caption, the geometry's range error.
  // A chunk is the map's if it holds any; a marker found nowhere means the probe went stale, and the test says so.
  const MARKERS = ["each member's scores and type", "score is a number from 0 to"];

  it("is in no script a respondent route reaches, statically or on demand", () => {
    const scripts = readdirSync(join(dist, "assets"))
      .filter((f) => f.endsWith(".js"))
      .map((f) => ({ file: `assets/${f}`, text: readFileSync(join(dist, "assets", f), "utf8") }));
    for (const m of MARKERS) expect(scripts.filter((s) => s.text.includes(m)).length, m).toBeGreaterThan(0);
    const mapChunks = scripts.filter((s) => MARKERS.some((m) => s.text.includes(m))).map((s) => s.file);
    const reached = respondentScripts();
    expect(mapChunks.filter((f) => reached.has(f))).toEqual([]);
  });
});

describe("the emblems (decision 069)", () => {
  it("are files of their own, in no chunk and no first load, and precached for a kiosk offline", () => {
    const assets = readdirSync(join(dist, "assets"));
    const sw = readFileSync(join(dist, "sw.js"), "utf8");
    for (const name of ["yellow", "blue", "red", "rabbit", "dog", "cat"]) {
      const file = assets.find((f) => new RegExp(`^${name}-[\\w-]+\\.svg$`).test(f));
      expect(file, name).toBeDefined();
      expect(sw).toContain(`assets/${file}`);
    }
    // Not inlined into any script or style as a data URL.
    for (const f of assets.filter((f) => /\.(js|css)$/.test(f)))
      expect(readFileSync(join(dist, "assets", f), "utf8")).not.toMatch(/data:image\/svg/);
  });
});

describe("the service worker", () => {
  it("is a classic script with everything inlined: no import() and no import.meta, which a service worker cannot run", () => {
    const sw = readFileSync(join(dist, "sw.js"), "utf8");
    expect(sw).not.toMatch(/\bimport\s*\(|import\.meta/);
  });
});
