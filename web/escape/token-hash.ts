/** SHA-256 in lower-case hex, as the server keeps a response's writeToken (worker/db/hash.ts). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A save as a kiosk file carries it (docs/decisions/031): its writeToken replaced by the token's SHA-256,
 * which the admin's import proves the response with and which writes nothing through the public endpoints.
 * Anything else (a save already hashed, or not a save) is returned as it is, for the server to judge.
 */
export async function withTokenHashed(save: unknown): Promise<unknown> {
  if (!save || typeof save !== "object" || !("writeToken" in save) || typeof save.writeToken !== "string") return save;
  const { writeToken, ...rest } = save;
  return { ...rest, writeTokenHash: await sha256Hex(writeToken) };
}
