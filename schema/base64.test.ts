import { describe, expect, it } from "vitest";
import { base64urlToBytes, bytesToBase64url, fromBase64, toBase64 } from "./base64";

const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

describe("base64", () => {
  it("round-trips every byte value and large buffers", () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64(toBase64(everyByte))).toEqual(everyByte);
    expect(toBase64(new Uint8Array([0, 255]))).toBe("AP8=");
  });

  it("throws on text that is not base64", () => {
    expect(() => fromBase64("not base64!")).toThrow();
  });
});

describe("base64url (RFC 4648 §5, no padding)", () => {
  it("uses - and _ for + and /, and leaves the padding off", () => {
    expect(bytesToBase64url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe("+/8=");
    expect(bytesToBase64url(new Uint8Array(32).fill(255))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("round-trips every byte value, with or without padding", () => {
    expect(base64urlToBytes(bytesToBase64url(everyByte))).toEqual(everyByte);
    expect(base64urlToBytes("AP8")).toEqual(new Uint8Array([0, 255]));
    expect(base64urlToBytes("")).toEqual(new Uint8Array());
  });

  it("reads anything else as null: base64's own + and /, padding, spaces, a length no bytes have", () => {
    for (const text of ["+/8=", "AP8=", "AP 8", "A", "AP8%"]) expect(base64urlToBytes(text), text).toBeNull();
  });
});
