// `npm run dev:oidc`: the test suite's OpenID provider for trying single sign-on by hand with `npm start`.
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, startOidcProvider } from "./oidc-provider.mjs";

const port = Number(process.env.OIDC_PORT ?? 9090);
const appPort = Number(process.env.PORT ?? 8787);
const provider = await startOidcProvider({
  port,
  redirectUris: [`http://127.0.0.1:${appPort}/api/callback`, `http://localhost:${appPort}/api/callback`],
});

console.log(`OpenID provider on ${provider.issuer} (development login page: any login, any password).

Add to .dev.vars, then restart \`npm start\` and open http://127.0.0.1:${appPort}/admin:

OIDC_ISSUER=${provider.issuer}
OIDC_CLIENT_ID=${DEV_CLIENT_ID}
OIDC_CLIENT_SECRET=${DEV_CLIENT_SECRET}
OIDC_AUTH_SECRET=local-development-oidc-secret-0123456789
OIDC_REDIRECT_URI=/api/callback

Invite an email on the Users page (sign in with the password first), then use
"Sign in with single sign-on" and type that email as the login. Its first sign-in binds the
invitation to the login's subject (docs/admin.md). Words after the email play a directory's
changes: "ada@example.org sub=ada-1" (another subject, or a new email for a known one),
"email_verified=false" or "email_verified=missing". The password owner links a login with
"Link single sign-on" on their row of the Users page. Ctrl+C stops the provider.`);

const shutdown = () => void provider.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
