/* eslint-disable @typescript-eslint/no-empty-object-type -- empty interfaces that extend one are declaration merging here */
import type { D1Migration } from "@cloudflare/vitest-pool-workers";

interface TestBindings {
  TEST_MIGRATIONS: D1Migration[];
  TEST_SECURITY_DOC: string;
}

declare global {
  namespace Cloudflare {
    interface Env extends TestBindings {}
  }
  interface Env extends TestBindings {}
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The real OpenID provider scripts/local/oidc-global-setup.ts started for these tests. */
    oidcIssuer: string;
  }
}
