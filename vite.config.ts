import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { appConfigFromEnv } from "./schema/app-config";
import { contentVersion } from "./scripts/build/content-version";
import { qrSvg } from "./scripts/build/qr-svg";
import { csvText } from "./scripts/build/vite-csv-text";
import { pseudoLocale } from "./scripts/build/vite-pseudo-locale";
import { respondentPrecache } from "./scripts/build/vite-respondent-precache";
import { routePreload } from "./scripts/build/vite-route-preload";
import { securityHeadersFile } from "./scripts/build/vite-headers";
import projects from "./vitest.workspace";

const appConfig = appConfigFromEnv(process.env);
const isAdminModule = (id: string) => /\/web\/admin\/|\/node_modules\/@tanstack\//.test(id);
const precache = respondentPrecache();

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    UnoCSS({ configFile: fileURLToPath(new URL("./uno.config.ts", import.meta.url)) }),
    react(),
    // .po catalogues compiled on import, a broken ICU message failing the build; Lingui's macros through Babel (decision 050).
    lingui({ failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    csvText(),
    // The pseudo-locale only in a build made with SOCIALITY_PSEUDO_LOCALE=1 (decision 052).
    pseudoLocale(),
    routePreload(),
    precache.plugin,
    // Static files carry the security headers without running the Worker (decision 074).
    securityHeadersFile(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: {
        name: appConfig.productName,
        short_name: "Sociality",
        description: "Discover your Sociality Type and your culture compatibility.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f8fafc",
        theme_color: "#1d4ed8",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // A classic script with everything inlined: the sync engine's lazy import of Dexie (web/db/database.ts)
        // becomes plain code, as a service worker can neither import() nor read import.meta.
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // The admin dashboard is online-only; respondents never download it. test/*.html and
        // admin.html are index.html plus preload hints (scripts/build/vite-route-preload.ts); offline,
        // index.html serves.
        // The sponsor report (Report*) is for sponsors, online, not respondents.
        globIgnores: ["**/Admin*.js", "**/admin-*.js", "**/Report*.js", "**/.vite/**", "test/**", "admin.html"],
        // And any other script no respondent route reaches (scripts/build/vite-respondent-precache.ts).
        manifestTransforms: [async (entries) => precache.transform(entries)],
      },
    }),
  ],
  define: {
    __APP_CONFIG__: JSON.stringify(appConfig),
    // The kiosk's booking QR code, drawn now (decision 069): web/booking-qr.ts.
    __BOOKING_QR__: JSON.stringify(qrSvg(appConfig.schedulingUrl)),
    __CONTENT_VERSION__: JSON.stringify(contentVersion(import.meta.dirname)),
  },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // A chunk only the admin uses is named Admin-*: the service worker never precaches it for respondents and
      // bench:web counts it as admin code (docs/performance.md#quality-bars), however the bundler splits the admin.
      output: {
        chunkFileNames: (chunk) => (chunk.moduleIds.every(isAdminModule) ? "assets/Admin-[name]-[hash].js" : "assets/[name]-[hash].js"),
      },
    },
  },
  test: { projects },
});
