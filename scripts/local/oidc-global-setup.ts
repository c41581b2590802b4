// The worker tests' real OpenID provider: started once in Node, its issuer handed to the tests in workerd.
import type { TestProject } from "vitest/node";
import { freePort } from "./local-server.mjs";
import { startOidcProvider } from "./oidc-provider.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

/** The worker tests call the app at http://localhost (worker/test/call.ts), so that is where the provider returns. */
export const WORKER_TEST_CLIENT = { clientId: "sociality-test", clientSecret: "test-client-secret" };

export default async function setup(project: TestProject) {
  const provider = await startOidcProvider({
    port: await freePort(),
    redirectUris: ["http://localhost/api/callback"],
    ...WORKER_TEST_CLIENT,
  });
  project.provide("oidcIssuer", provider.issuer);
  return () => provider.stop();
}
