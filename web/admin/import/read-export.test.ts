import { describe, expect, it } from "vitest";
import { seal, WrongPassphraseError } from "../../escape/seal";
import { NotAnExportError, readExport } from "./read-export";

const FAST = 100_000;
const content = { deviceId: "d", exportedAt: "2026-11-23T16:00:00.000Z", items: [{ save: { id: "x" }, status: "pending" as const, lastError: null, queuedAt: 1 }] };

describe("readExport", () => {
  it("opens a sealed kiosk file with its passphrase", async () => {
    const text = JSON.stringify(await seal(content, "the right passphrase", FAST));
    expect(await readExport(text, "the right passphrase")).toEqual(content);
  });

  it("says the passphrase is wrong, apart from a file that is not an export", async () => {
    const text = JSON.stringify(await seal(content, "the right passphrase", FAST));
    await expect(readExport(text, "the wrong passphrase")).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(readExport("not json at all", "x")).rejects.toThrow(new NotAnExportError());
    await expect(readExport(JSON.stringify({ hello: "world" }), "x")).rejects.toBeInstanceOf(NotAnExportError);
    await expect(readExport(JSON.stringify({ ...JSON.parse(text), version: 2 }), "x")).rejects.toThrow("newer version");
  });

  it("refuses a file with too few key derivation rounds before trying the passphrase", async () => {
    const weak = { ...(await seal(content, "the right passphrase", FAST)), kdf: { name: "PBKDF2", hash: "SHA-256", iterations: 1000, salt: "AAAA" } };
    await expect(readExport(JSON.stringify(weak), "the right passphrase")).rejects.toBeInstanceOf(NotAnExportError);
  });

  it("refuses sealed content that is not a kiosk queue", async () => {
    const text = JSON.stringify(await seal({ items: "nope" }, "the right passphrase", FAST));
    await expect(readExport(text, "the right passphrase")).rejects.toThrow("not a kiosk's queue");
  });
});
