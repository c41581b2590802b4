import { describe, expect, it } from "vitest";
import { audienceLabel, displayName, initials } from "./person";

describe("admin identity", () => {
  it("prefers the first name, else the email", () => {
    expect(displayName({ firstName: "Ada", email: "ada@example.com" })).toBe("Ada");
    expect(displayName({ firstName: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(displayName({ firstName: "  ", email: "ada@example.com" })).toBe("ada@example.com");
  });

  it("makes initials from a name or the local part of an email", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Ada")).toBe("A");
    expect(initials("grace.hopper@example.com")).toBe("GH");
    expect(initials("")).toBe("?");
  });

  it("labels user flows, defaulting to CEO", () => {
    expect(audienceLabel("manager")).toBe("Manager");
    expect(audienceLabel("ic")).toBe("IC");
    expect(audienceLabel(null)).toBe("CEO");
    expect(audienceLabel("toString")).toBe("CEO");
  });
});
