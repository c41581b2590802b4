// A real OpenID Connect provider (the `oidc-provider` package) for the e2e tests and `npm run dev:oidc`.
// Its development login page accepts any login with any password: the login is the email it vouches for.
import Provider from "oidc-provider";

export const DEV_CLIENT_ID = "sociality-dev";
export const DEV_CLIENT_SECRET = "sociality-dev-client-secret";

/**
 * "ada.lovelace@example.org" → "Ada Lovelace": a readable name for any login typed on the dev page.
 * Words after the email set what a real directory may say (the single sign-on tests use them):
 * `sub=<id>` another subject for this email (or this subject with a new email), `email_verified=false`
 * or `email_verified=missing` an unconfirmed address. Without them the subject is the login itself.
 */
export function claimsFor(login) {
  const [address = "", ...options] = login.trim().split(/\s+/);
  const option = Object.fromEntries(options.map((o) => o.split("=", 2)));
  // As typed, like a directory that stores mixed case: the app must compare emails case-insensitively.
  const email = address.includes("@") ? address : `${address}@example.org`;
  const words = email
    .toLowerCase()
    .split("@")[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  const claims = {
    sub: option.sub ?? login.trim(),
    email,
    email_verified: option.email_verified !== "false",
    name: words.join(" ") || email,
    given_name: words[0] ?? null,
    family_name: words.slice(1).join(" ") || null,
  };
  if (option.email_verified === "missing") delete claims.email_verified;
  return claims;
}

const text = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
};

/** Starts the provider on 127.0.0.1:`port` with one confidential client allowed to return to `redirectUris`. */
export async function startOidcProvider({ port, redirectUris, clientId = DEV_CLIENT_ID, clientSecret = DEV_CLIENT_SECRET }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
    // Put email and name into the ID token itself, which is what @hono/oidc-auth reads (docs/toolchain.md#single-sign-on-locally).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["sociality-dev-provider-cookie-key"] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => directory.get(sub) ?? claimsFor(sub) }),
  });
  // The account id is what the login form submits; a login naming another `sub=` signs in as that subject
  // with the claims it typed (the provider's directory changed), so the form's field is rewritten here.
  const directory = new Map();
  provider.use(async (ctx, next) => {
    if (ctx.method === "POST" && ctx.path.startsWith("/interaction/") && ctx.is("application/x-www-form-urlencoded")) {
      const body = Object.fromEntries(new URLSearchParams(await text(ctx.req)));
      if (body.prompt === "login" && typeof body.login === "string") {
        const claims = claimsFor(body.login);
        directory.set(claims.sub, claims);
        body.login = claims.sub;
      }
      ctx.request.body = body;
    }
    await next();
  });
  provider.on("server_error", (_ctx, error) => console.error("oidc-provider:", error));
  const server = await new Promise((resolve) => {
    const s = provider.listen(port, "127.0.0.1", () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
