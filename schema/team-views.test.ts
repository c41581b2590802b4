import { describe, expect, it } from "vitest";
import { sponsorReport, teamMembers, type NamedMember } from "./team-views";

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
const TEAM = { name: "Platform", organisation: "Acme" };

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

describe("sponsorReport", () => {
  const five = ["a", "b", "c", "d", "e"].map((id) => m(id, { cultureScores: { rabbit: 12, dog: 5, cat: 3 } }));

  it("shows completed members' names and matches, the profile and the distribution from 5 matches on", () => {
    const report = sponsorReport(TEAM, [m("Mira", { userFlow: "manager", confirmedProfile: true }), ...five, m("late", { isCompleted: false })], "2027-01-01T00:00:00.000Z");
    expect(report.profile).toEqual({ rabbit: 8, dog: 10, cat: 2 });
    expect(report.profileSource).toBe("manager");
    expect(report.completedMembers).toBe(6);
    expect(report.members.map((x) => x.name)).toEqual(["a", "b", "c", "d", "e", "Mira"]);
    expect(report.members.find((x) => x.name === "Mira")).toEqual({ name: "Mira", userFlow: "manager", cultureMatch: null, definesProfile: true });
    expect(report.distribution?.find((b) => b.label === "80–100")?.count).toBe(5);
    expect(report.distributionHidden).toBe(false);
  });

  it("hides the distribution under 5 matches, but keeps a manager's profile", () => {
    const report = sponsorReport(TEAM, [m("Mira", { userFlow: "manager", confirmedProfile: true }), ...five.slice(0, 4)], "x");
    expect(report.distribution).toBeNull();
    expect(report.distributionHidden).toBe(true);
    expect(report.profile).toEqual({ rabbit: 8, dog: 10, cat: 2 });
    expect(report.members).toHaveLength(5);
  });

  it("hides a mean profile made of fewer than 5 members", () => {
    const four = sponsorReport(TEAM, five.slice(0, 4), "x");
    expect(four).toMatchObject({ profile: null, profileSource: "mean", profileHidden: true, distribution: null });
    const all = sponsorReport(TEAM, five, "x");
    expect(all).toMatchObject({ profile: { rabbit: 12, dog: 5, cat: 3 }, profileHidden: false, distributionHidden: false });
  });

  it("carries nothing but names, audiences and matches per member", () => {
    const report = sponsorReport(TEAM, five, "x");
    for (const member of report.members) expect(Object.keys(member).sort()).toEqual(["cultureMatch", "definesProfile", "name", "userFlow"]);
  });
});
