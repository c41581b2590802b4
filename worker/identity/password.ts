/**
 * Compares SHA-256 digests byte by byte without an early exit, so the answer time tells an attacker
 * nothing about how much of the password matched (or how long it is).
 */
export async function passwordMatches(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
