import { describe, expect, it } from "vitest";
import { teamMembers, type NamedMember } from "./team-views";

const m = (id: string, over: Partial<NamedMember> = {}): NamedMember => ({
  id,
  name: id,
  userFlow: "ic",
  isCompleted: true,
  completedAtMs: 1,
  cultureScores: { rabbit: 8, dog: 10, cat: 2 },
  confirmedProfile: false,
  ...over,
});

describe("teamMembers", () => {
  it("lists every member by name with the match against the confirmed manager's profile", () => {
    const { team, members } = teamMembers([
      m("Zed", { cultureScores: { rabbit: 12, dog: 5, cat: 3 } }),
      m("Mira", { userFlow: "manager", confirmedProfile: true }),
      m("Ann", { isCompleted: false, cultureScores: null }),
    ]);
    expect(team?.source).toBe("manager");
    expect(members).toEqual([
      { id: "Ann", name: "Ann", userFlow: "ic", isCompleted: false, cultureMatch: null, cultureAdd: null, definesProfile: false },
      { id: "Mira", name: "Mira", userFlow: "manager", isCompleted: true, cultureMatch: null, cultureAdd: null, definesProfile: true },
      { id: "Zed", name: "Zed", userFlow: "ic", isCompleted: true, cultureMatch: 83, cultureAdd: "rabbit", definesProfile: false },
    ]);
  });
});
