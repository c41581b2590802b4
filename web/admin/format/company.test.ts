import { describe, expect, it } from "vitest";
import { companyDisplay } from "./company";

describe("companyDisplay", () => {
  it("links a URL by its hostname", () => {
    expect(companyDisplay("https://www.example.com/about?x=1")).toEqual({
      kind: "link",
      href: "https://www.example.com/about?x=1",
      hostname: "www.example.com",
    });
  });

  it("shows text that does not parse as a URL as it is", () => {
    expect(companyDisplay("example.com")).toEqual({ kind: "text", text: "example.com" });
    expect(companyDisplay("Acme Inc")).toEqual({ kind: "text", text: "Acme Inc" });
  });

  it("never links other schemes", () => {
    expect(companyDisplay("javascript:alert(1)")).toEqual({ kind: "text", text: "javascript:alert(1)" });
    expect(companyDisplay("mailto:a@b.c")).toEqual({ kind: "text", text: "mailto:a@b.c" });
  });

  it("is N/A when empty", () => {
    expect(companyDisplay(null)).toEqual({ kind: "na" });
    expect(companyDisplay(undefined)).toEqual({ kind: "na" });
    expect(companyDisplay("   ")).toEqual({ kind: "na" });
  });
});
