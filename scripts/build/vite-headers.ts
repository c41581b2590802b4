import type { Plugin } from "vite";
import { headersFile } from "../../schema/security-headers";

/**
 * Writes dist/_headers: the security headers Workers static assets send with every file they serve without running
 * the Worker (docs/decisions/074-static-files-skip-the-worker.md), from the same constants as the Worker's middleware.
 * The assets read the file as configuration; it is never served.
 */
export function securityHeadersFile(): Plugin {
  return {
    name: "security-headers-file",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile() });
    },
  };
}
