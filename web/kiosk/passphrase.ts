import { WORDS } from "./passphrase-words";

/** Seven words of 11 bits each: 77 bits, past the ~70 that put a PBKDF2-sealed file out of reach of guessing. */
export const PASSPHRASE_WORDS = 7;

/** log2 of how many passphrases the generator can give, all equally likely. */
export const passphraseBits = (words = PASSPHRASE_WORDS, listSize = WORDS.length) => words * Math.log2(listSize);

/** A passphrase for an export file, chosen by the device (staff choose weak ones): words joined by "-". */
export function generatePassphrase(words = PASSPHRASE_WORDS): string {
  // The list holds a power of two words, so masking a random 16-bit value picks each one equally often.
  const mask = WORDS.length - 1;
  return [...crypto.getRandomValues(new Uint16Array(words))].map((n) => WORDS[n & mask]!).join("-");
}
