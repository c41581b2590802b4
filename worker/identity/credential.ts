const encoder = new TextEncoder();

async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, encoder.encode(message)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * What a session stores to tie it to the password it was signed in with: HMAC-SHA-256 keyed with the
 * password over the session's id. A new password gives another value, so every older session ends; the
 * row never holds the password, and no two sessions share a value an attacker could test guesses against once.
 */
export function credentialFingerprint(password: string, sid: string): Promise<string> {
  return hmacHex(password, `sociality-session:${sid}`);
}

/** The same binding for a single sign-on session, keyed with OIDC_AUTH_SECRET: rotating it ends them all. */
export function oidcFingerprint(authSecret: string, sid: string): Promise<string> {
  return hmacHex(authSecret, `sociality-oidc-session:${sid}`);
}
