import { describe, expect, it } from "vitest";
import { confirmedProfile, sponsorReport, type ReportTeam } from "./sponsor-report";
import type { NamedMember } from "./team-views";

const m = (id: string, over: Partial<NamedMember> = {}): NamedMember => ({
  id,
  name: id,
  userFlow: "ic",
  isCompleted: true,
  completedAtMs: 1,
  cultureScores: { rabbit: 12, dog: 5, cat: 3 },
  confirmedProfile: false,
  ...over,
});
const MIRA = m("Mira", { userFlow: "manager", cultureScores: { rabbit: 8, dog: 10, cat: 2 } });
const team = (profileResponseId: string | null): ReportTeam => ({ name: "Platform", organisation: "Acme", profileResponseId });
const five = ["a", "b", "c", "d", "e"].map((id) => m(id));

describe("confirmedProfile", () => {
  it("is the confirmed response's scores only while it is a completed manager response of the team with scores", () => {
    expect(confirmedProfile([MIRA], "Mira")).toEqual({ rabbit: 8, dog: 10, cat: 2 });
    expect(confirmedProfile([MIRA], null)).toBeNull();
    expect(confirmedProfile([MIRA], "gone")).toBeNull();
    expect(confirmedProfile([m("Ivan")], "Ivan")).toBeNull();
    expect(confirmedProfile([{ ...MIRA, isCompleted: false }], "Mira")).toBeNull();
    expect(confirmedProfile([{ ...MIRA, cultureScores: null }], "Mira")).toBeNull();
  });
});

describe("sponsorReport", () => {
  it("matches every completed member against the confirmed profile; the confirmed manager and members without scores have none", () => {
    const report = sponsorReport(
      team("Mira"),
      [MIRA, ...five, m("Cleo", { userFlow: "ceo", cultureScores: null }), m("late", { isCompleted: false })],
      "2027-01-01T00:00:00.000Z",
      5,
    );
    expect(report).toEqual({
      team: { name: "Platform", organisation: "Acme" },
      profileConfirmed: true,
      members: [
        ...["a", "b", "c"].map((name) => ({ name, cultureMatch: 83 })),
        { name: "Cleo", cultureMatch: null },
        ...["d", "e"].map((name) => ({ name, cultureMatch: 83 })),
        { name: "Mira", cultureMatch: null },
      ],
      spread: {
        shown: true,
        buckets: [
          { label: "0–19", count: 0 },
          { label: "20–39", count: 0 },
          { label: "40–59", count: 0 },
          { label: "60–79", count: 0 },
          { label: "80–100", count: 5 },
        ],
      },
      expiresAt: "2027-01-01T00:00:00.000Z",
    });
  });

  it("hides the spread at one match under the deployment's floor, saying one more is needed, and shows it at the floor", () => {
    for (const floor of [3, 5, 10]) {
      const members = Array.from({ length: floor }, (_, i) => m(`m${i}`));
      const under = sponsorReport(team("Mira"), [MIRA, ...members.slice(1)], "x", floor);
      expect(under.spread).toEqual({ shown: false, needed: 1 });
      // Names and each member's match are not aggregates: they stay (decision 028).
      expect(under.members.filter((x) => x.cultureMatch !== null)).toHaveLength(floor - 1);
      const at = sponsorReport(team("Mira"), [MIRA, ...members], "x", floor);
      expect(at.spread).toMatchObject({ shown: true, buckets: expect.arrayContaining([{ label: "80–100", count: floor }]) });
    }
    expect(sponsorReport(team("Mira"), [MIRA, five[0]!], "x", 5).spread).toEqual({ shown: false, needed: 4 });
  });

  it("shows names only until a manager response is confirmed, however many members a mean could be made of", () => {
    const report = sponsorReport(team(null), [MIRA, ...five, ...five.map((x) => ({ ...x, id: `${x.id}2` }))], "x", 5);
    expect(report.profileConfirmed).toBe(false);
    expect(report.members).toHaveLength(11);
    expect(report.members.every((x) => x.cultureMatch === null)).toBe(true);
    expect(report.spread).toBeNull();
    // An IC confirmed by mistake (or a response moved to another team) is no profile either.
    expect(sponsorReport(team("a"), five, "x", 5).profileConfirmed).toBe(false);
  });

  it("carries nothing per member but a name and a match, in an order that does not follow completion", () => {
    const rows = [
      m("Zed", { completedAtMs: 1 }),
      m("Ann", { completedAtMs: 3, cultureScores: { rabbit: 0, dog: 0, cat: 0 } }),
      m("Ann", { id: "Ann2", completedAtMs: 2 }),
      MIRA,
    ];
    const report = sponsorReport(team("Mira"), rows, "x", 5);
    for (const member of report.members) expect(Object.keys(member).sort()).toEqual(["cultureMatch", "name"]);
    expect(report.members.map((x) => [x.name, x.cultureMatch])).toEqual([
      ["Ann", 67],
      ["Ann", 83],
      ["Mira", null],
      ["Zed", 83],
    ]);
    expect(sponsorReport(team("Mira"), [...rows].reverse(), "x", 5)).toEqual(report);
  });
});
