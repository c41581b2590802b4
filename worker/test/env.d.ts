import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SECURITY_DOC: string;
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The real OpenID provider scripts/oidc-global-setup.ts started for these tests. */
    oidcIssuer: string;
  }
}
