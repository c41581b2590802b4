import { base64urlToBytes, bytesToBase64url } from "../../schema/base64";

/** Keyset position in the newest-first order (completedAt desc, id desc). Opaque to clients. */
export type Cursor = { completedAtMs: number; id: string };

export function encodeCursor(c: Cursor): string {
  return bytesToBase64url(new TextEncoder().encode(`${c.completedAtMs}:${c.id}`));
}

export function decodeCursor(text: string): Cursor | null {
  const bytes = base64urlToBytes(text);
  if (!bytes) return null;
  const match = /^(\d{1,15}):([\w-]{1,100})$/.exec(new TextDecoder().decode(bytes));
  if (!match?.[1] || !match[2]) return null;
  return { completedAtMs: Number(match[1]), id: match[2] };
}
