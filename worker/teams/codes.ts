import { bytesToBase64url } from "../../schema/base64";

// 32 letters and digits without the look-alikes l, o, 0 and 1: a code read off a printed sheet is typed right.
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
export const JOIN_CODE_LENGTH = 12;

/** An unguessable join code: 12 × 5 = 60 random bits, URL-safe. */
export function newJoinCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(JOIN_CODE_LENGTH));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** A sponsor report token: 256 random bits (docs/teams.md#the-sponsor-report asks ≥ 128), base64url. */
export function newReportToken(): string {
  return bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
}
