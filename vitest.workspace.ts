// vitest 4 ignores this file by name (docs/toolchain.md#2-vitest-ignores-vitestworkspacets): vite.config.ts imports it into test.projects.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { mkdirSync, readFileSync } from "node:fs";
import type { TestProjectInlineConfiguration } from "vitest/config";
import type { EngineName } from "./e2e/engines/engine";
import { contentVersion } from "./scripts/build/content-version";
import { qrSvg } from "./scripts/build/qr-svg";
import { csvText } from "./scripts/build/vite-csv-text";
import { pseudoLocale } from "./scripts/build/vite-pseudo-locale";

const root = import.meta.dirname;
// The worker pool reads wrangler.toml, whose assets directory must exist even before a build.
mkdirSync(`${root}/dist`, { recursive: true });

export default [
  {
    plugins: [csvText()],
    test: { name: "schema", root, include: ["schema/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
  },
  {
    // The repository's own checks in node: script behaviour, config agreement, import layout.
    test: { name: "scripts", root, include: ["scripts/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
  },
  {
    plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), csvText(), pseudoLocale(false)],
    define: {
      __APP_CONFIG__: JSON.stringify({
        productName: "Sociality Assessment",
        providerUrl: "https://example.org",
        schedulingUrl: "https://example.org/book",
      }),
      __CONTENT_VERSION__: JSON.stringify(contentVersion(root)),
      __BOOKING_QR__: JSON.stringify(qrSvg("https://example.org/book")),
    },
    test: {
      name: "web",
      root,
      include: ["web/**/*.test.{ts,tsx}"],
      environment: "happy-dom",
      setupFiles: ["web/test-setup.ts"],
      testTimeout: 30_000,
    },
  },
  {
    plugins: [
      csvText(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
            // worker/security-routes.test.ts holds the app's routes against this table.
            TEST_SECURITY_DOC: readFileSync(`${root}/docs/security.md`, "utf8"),
            ADMIN_PASSWORD: "test-password",
            // Single sign-on configured, its provider unreachable: tests that need one start their own.
            OIDC_ISSUER: "http://127.0.0.1:9/",
            OIDC_CLIENT_ID: "sociality-test",
            OIDC_CLIENT_SECRET: "test-client-secret",
            OIDC_AUTH_SECRET: "test-oidc-auth-secret-of-at-least-32-chars",
          },
        },
      }),
    ],
    test: {
      name: "worker",
      root,
      include: ["worker/**/*.test.ts"],
      setupFiles: ["worker/test/apply-migrations.ts"],
      globalSetup: ["scripts/local/oidc-global-setup.ts"],
      testTimeout: 30_000,
    },
  },
  // Chromium runs every e2e file; Firefox and WebKit the shared scenarios (e2e/scenarios/, decision 017).
  e2eProject("e2e", "chromium", ["e2e/**/*.test.ts"]),
  e2eProject("e2e-firefox", "firefox", ["e2e/scenarios/**/*.test.ts"]),
  // The translated flow runs once per language, Spanish in Chromium and Arabic in Firefox: WebKit leaves it out.
  e2eProject("e2e-webkit", "webkit", ["e2e/scenarios/**/*.test.ts"], ["e2e/scenarios/translated-flow.test.ts"]),
] satisfies TestProjectInlineConfiguration[];

/** One engine's end-to-end run: its own build and `wrangler dev` (global setup), one file at a time. */
function e2eProject(name: string, engine: EngineName, include: string[], exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    // The fixtures build save bodies with schema/save/sample-payload.ts, which reads the shipped culture ids.
    plugins: [csvText()],
    test: {
      name,
      root,
      include,
      exclude,
      environment: "node",
      globalSetup: ["e2e/support/global-setup.ts"],
      setupFiles: ["e2e/support/failure-report.ts"],
      provide: { engine },
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  };
}
