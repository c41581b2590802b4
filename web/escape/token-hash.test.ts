import { describe, expect, it } from "vitest";
import { withTokenHashed } from "./token-hash";

describe("withTokenHashed", () => {
  it("replaces a save's writeToken by its SHA-256 in hex, keeping every other field", async () => {
    // SHA-256("abc"), the FIPS 180-2 test vector.
    expect(await withTokenHashed({ id: "x", revision: 2, writeToken: "abc" })).toEqual({
      id: "x",
      revision: 2,
      writeTokenHash: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    });
  });

  it("leaves anything without a token as it is", async () => {
    const hashed = { id: "x", writeTokenHash: "a".repeat(64) };
    expect(await withTokenHashed(hashed)).toBe(hashed);
    expect(await withTokenHashed({ writeToken: 5 })).toEqual({ writeToken: 5 });
    expect(await withTokenHashed(null)).toBeNull();
    expect(await withTokenHashed("text")).toBe("text");
  });
});
