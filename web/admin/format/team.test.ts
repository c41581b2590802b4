import { describe, expect, it } from "vitest";
import { addText, inviteUrl, matchText, profileSourceText, profileText } from "./team";

describe("team formats", () => {
  it("builds the invite link of each audience", () => {
    expect(inviteUrl("https://sociality.example", "manager", "abc23defg456")).toBe(
      "https://sociality.example/test/manager?team=abc23defg456",
    );
  });
  it("carries the team's language as &lang= when it has one (docs/languages.md#choosing-the-language)", () => {
    expect(inviteUrl("https://sociality.example", "ic", "abc23defg456", "ar")).toBe(
      "https://sociality.example/test/ic?team=abc23defg456&lang=ar",
    );
    expect(inviteUrl("https://sociality.example", "ic", "abc23defg456", null)).toBe("https://sociality.example/test/ic?team=abc23defg456");
  });
  it("writes the profile and where it comes from", () => {
    expect(profileText({ rabbit: 8, dog: 10, cat: 2 })).toBe("Rabbit 8 · Dog 10 · Cat 2");
    expect(profileText(null)).toBe("No profile yet");
    expect(profileSourceText("manager", 1)).toBe("Set by the manager response an admin confirmed");
    expect(profileSourceText("mean", 1)).toBe("Mean of 1 completed member (no manager response confirmed yet)");
    expect(profileSourceText("mean", 7)).toBe("Mean of 7 completed members (no manager response confirmed yet)");
    expect(profileSourceText(null, 0)).toBe("No completed member with culture scores yet");
  });
  it("writes a match and an add, or a dash without one", () => {
    expect(matchText(83)).toBe("83%");
    expect(matchText(0)).toBe("0%");
    expect(matchText(null)).toBe("—");
    expect(addText("dog")).toBe("Dog");
    expect(addText(null)).toBe("—");
  });
});
