// Bytes as text, for the device, the admin's browser and the Worker alike: btoa and atob exist in all three.

/** Bytes to base64 in slices (a kiosk's file can be megabytes; one spread call would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64 to bytes; text that is not base64 throws (atob's DOMException). A loop: Uint8Array.from over a string is 20 times slower. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** RFC 4648 §5 base64url without padding: safe in cookies, query strings and JSON as is. */
export const bytesToBase64url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Base64url (padding or not) to bytes; null for anything else. */
export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
}
