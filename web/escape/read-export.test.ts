import { describe, expect, it, vi } from "vitest";
import { PBKDF2_ITERATIONS } from "../../schema/kiosk/escape-file";
import { seal, WrongPassphraseError } from "./seal";
import { NotAnExportError, readExport } from "./read-export";

const content = {
  deviceId: "d",
  exportedAt: "2026-11-23T16:00:00.000Z",
  items: [{ save: { id: "x" }, status: "pending" as const, lastError: null, queuedAt: 1 }],
};

describe("readExport", () => {
  it("opens a sealed kiosk file with its passphrase", async () => {
    const text = JSON.stringify(await seal(content, "the right passphrase"));
    expect(await readExport(text, "the right passphrase")).toEqual(content);
  });

  it("says the passphrase is wrong, apart from a file that is not an export", async () => {
    const text = JSON.stringify(await seal(content, "the right passphrase"));
    await expect(readExport(text, "the wrong passphrase")).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(readExport("not json at all", "x")).rejects.toThrow(new NotAnExportError());
    await expect(readExport(JSON.stringify({ hello: "world" }), "x")).rejects.toBeInstanceOf(NotAnExportError);
    await expect(readExport(JSON.stringify({ ...JSON.parse(text), version: 2 }), "x")).rejects.toThrow("newer version");
  });

  it.each([
    ["more", 10_000_000],
    ["fewer", 1000],
    ["one more", PBKDF2_ITERATIONS + 1],
  ])(
    "refuses a file with %s key derivation rounds than the exporter writes, with its reason, before deriving any key",
    async (_name, iterations) => {
      const sealed = await seal(content, "the right passphrase");
      const derive = vi.spyOn(crypto.subtle, "deriveKey");
      try {
        const forged = { ...sealed, kdf: { ...sealed.kdf, iterations } };
        const refusal = readExport(JSON.stringify(forged), "the right passphrase");
        await expect(refusal).rejects.toBeInstanceOf(NotAnExportError);
        await expect(refusal).rejects.toThrow(
          "This file asks for a key derivation other than the app's (600,000 rounds): it was not exported by a kiosk, so it is not opened.",
        );
        expect(derive).not.toHaveBeenCalled();
      } finally {
        derive.mockRestore();
      }
    },
  );

  it("hands on a previous version's saves with each writeToken replaced by its SHA-256, so the token goes no further", async () => {
    const old = { ...content, items: [{ ...content.items[0]!, save: { id: "x", writeToken: "abc" } }] };
    const opened = await readExport(JSON.stringify(await seal(old, "the right passphrase")), "the right passphrase");
    expect(opened.items[0]!.save).toEqual({ id: "x", writeTokenHash: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" });
  });

  it("refuses sealed content that is not a kiosk queue", async () => {
    const text = JSON.stringify(await seal({ items: "nope" }, "the right passphrase"));
    await expect(readExport(text, "the right passphrase")).rejects.toThrow("not a kiosk's queue");
  });
});
