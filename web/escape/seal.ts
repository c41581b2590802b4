// WebCrypto only: AES-256-GCM with a key derived from the passphrase by PBKDF2-SHA-256 and a random salt.
import { ESCAPE_FORMAT, PBKDF2_ITERATIONS, type SealedFile } from "../../schema/kiosk/escape-file";
import { fromBase64, toBase64 } from "../../schema/base64";

/** The passphrase does not open the file (or the file was changed): AES-GCM's tag does not match. */
export class WrongPassphraseError extends Error {
  constructor() {
    super("The passphrase is not right, or the file was changed.");
    this.name = "WrongPassphraseError";
  }
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number, usage: KeyUsage): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(passphrase.normalize("NFC")), "PBKDF2", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, { name: "AES-GCM", length: 256 }, false, [
    usage,
  ]);
}

/** The clear header is authenticated too: a file whose iterations or salt were edited does not open. */
const headerOf = (f: Pick<SealedFile, "format" | "version" | "kdf" | "cipher">) =>
  new TextEncoder().encode(
    JSON.stringify([f.format, f.version, f.kdf.name, f.kdf.hash, f.kdf.iterations, f.kdf.salt, f.cipher.name, f.cipher.iv]),
  );

export async function seal(content: unknown, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<SealedFile> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const head = {
    format: ESCAPE_FORMAT,
    version: 1,
    kdf: { name: "PBKDF2", hash: "SHA-256", iterations, salt: toBase64(salt) },
    cipher: { name: "AES-GCM", iv: toBase64(iv) },
  } as const;
  const key = await deriveKey(passphrase, salt, iterations, "encrypt");
  const plain = new TextEncoder().encode(JSON.stringify(content));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: headerOf(head) }, key, plain);
  return { ...head, data: toBase64(new Uint8Array(data)) };
}

/** The content of a sealed file; WrongPassphraseError when the passphrase (or the file) is wrong. */
export async function unseal(file: SealedFile, passphrase: string): Promise<unknown> {
  const key = await deriveKey(passphrase, fromBase64(file.kdf.salt), file.kdf.iterations, "decrypt");
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(file.cipher.iv), additionalData: headerOf(file) },
      key,
      fromBase64(file.data),
    );
  } catch {
    throw new WrongPassphraseError();
  }
  return JSON.parse(new TextDecoder().decode(plain));
}
