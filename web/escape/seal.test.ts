import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, SealedFileSchema } from "../../schema/kiosk/escape-file";
import { fromBase64, toBase64 } from "../../schema/base64";
import { seal, unseal, WrongPassphraseError } from "./seal";

const content = {
  deviceId: "d-1",
  exportedAt: "2026-11-23T15:00:00Z",
  items: [{ save: { name: "Grace 界" }, status: "pending", lastError: null, queuedAt: 1 }],
};
// Fewer rounds where the count is not what is tested: 600,000 take about half a second each.
const FAST = 100_000;

describe("seal / unseal (AES-GCM, key by PBKDF2)", () => {
  it("round-trips the content with the real iteration count, and the file says how it was sealed", async () => {
    const file = await seal(content, "correct horse battery");
    expect(SealedFileSchema.parse(file)).toEqual(file);
    expect(file.kdf).toMatchObject({ name: "PBKDF2", hash: "SHA-256", iterations: PBKDF2_ITERATIONS });
    expect(fromBase64(file.kdf.salt)).toHaveLength(16);
    expect(fromBase64(file.cipher.iv)).toHaveLength(12);
    expect(JSON.stringify(file)).not.toContain("Grace");
    expect(await unseal(file, "correct horse battery")).toEqual(content);
  });

  it("says so when the passphrase is wrong", async () => {
    const file = await seal(content, "correct horse battery", FAST);
    await expect(unseal(file, "correct horse batterY")).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it("uses a fresh salt and IV every time, so one passphrase never repeats a key and nonce", async () => {
    const [a, b] = await Promise.all([seal(content, "same passphrase", FAST), seal(content, "same passphrase", FAST)]);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.data).not.toBe(b.data);
  });

  it.each([
    ["the data", (f: Awaited<ReturnType<typeof seal>>) => ({ ...f, data: flipLastByte(f.data) })],
    [
      "the iteration count in the clear header",
      (f: Awaited<ReturnType<typeof seal>>) => ({ ...f, kdf: { ...f.kdf, iterations: f.kdf.iterations + 1 } }),
    ],
    ["the IV", (f: Awaited<ReturnType<typeof seal>>) => ({ ...f, cipher: { ...f.cipher, iv: flipLastByte(f.cipher.iv) } })],
  ])("does not open a file whose %s was changed", async (_name, tamper) => {
    const file = await seal(content, "correct horse battery", FAST);
    await expect(unseal(tamper(file), "correct horse battery")).rejects.toBeInstanceOf(WrongPassphraseError);
  });
});

function flipLastByte(b64: string): string {
  const bytes = fromBase64(b64);
  bytes[bytes.length - 1]! ^= 1;
  return toBase64(bytes);
}
