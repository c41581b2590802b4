const encoder = new TextEncoder();

/**
 * What a session stores to tie it to the password it was signed in with: HMAC-SHA-256 keyed with the
 * password over the session's id. A new password gives another value, so every older session ends; the
 * row never holds the password, and no two sessions share a value an attacker could test guesses against once.
 */
export async function credentialFingerprint(password: string, sid: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`sociality-session:${sid}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}
