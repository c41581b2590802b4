import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vitest/config";
import { appConfigFromEnv } from "./schema/app-config";
import { contentVersion } from "./scripts/content-version";
import { csvText } from "./scripts/vite-csv-text";
import projects from "./vitest.workspace";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [UnoCSS({ configFile: fileURLToPath(new URL("./uno.config.ts", import.meta.url)) }), react(), csvText()],
  define: {
    __APP_CONFIG__: JSON.stringify(appConfigFromEnv(process.env)),
    __CONTENT_VERSION__: JSON.stringify(contentVersion(import.meta.dirname)),
  },
  build: { outDir: "../dist", emptyOutDir: true, manifest: true, sourcemap: false },
  test: { projects },
});
