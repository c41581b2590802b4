import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CultureScores } from "../assessment/scoring";
import { AUDIENCES } from "../constants";
import {
  audienceOfCode,
  canDefineProfile,
  cultureAdd,
  cultureMatch,
  matchDistribution,
  memberMatch,
  profileCandidates,
  roundedMean,
  teamProfile,
  type TeamMemberFacts,
} from "./teams";

const score = fc.integer({ min: 0, max: 20 });
const scores = fc.record({ rabbit: score, dog: score, cat: score });
const distance = (p: CultureScores, t: CultureScores) => Math.abs(p.rabbit - t.rabbit) + Math.abs(p.dog - t.dog) + Math.abs(p.cat - t.cat);

const member = (over: Partial<TeamMemberFacts> & { id: string }): TeamMemberFacts => ({
  userFlow: "ic",
  isCompleted: true,
  completedAtMs: 1000,
  cultureScores: { rabbit: 10, dog: 10, cat: 10 },
  confirmedProfile: false,
  ...over,
});

describe("audienceOfCode", () => {
  it("names the audience whose code it is, none for any other code", () => {
    const codes = { ceo: "ceocode00001", manager: "mgrcode00001", ic: "iccode000001" };
    expect(audienceOfCode(codes, "ceocode00001")).toBe("ceo");
    expect(audienceOfCode(codes, "mgrcode00001")).toBe("manager");
    expect(audienceOfCode(codes, "iccode000001")).toBe("ic");
    expect(audienceOfCode(codes, "ICCODE000001")).toBeNull();
    expect(audienceOfCode(codes, "")).toBeNull();
  });
});

describe("cultureMatch", () => {
  it("follows the worked example of docs/teams.md", () => {
    // |12−8| + |5−10| + |3−2| = 10 → 10/20 = 0.5 → 100 × (1 − 0.5/3) = 83.3 → 83
    expect(cultureMatch({ rabbit: 12, dog: 5, cat: 3 }, { rabbit: 8, dog: 10, cat: 2 })).toBe(83);
    expect(cultureMatch({ rabbit: 20, dog: 20, cat: 20 }, { rabbit: 0, dog: 0, cat: 0 })).toBe(0);
    expect(cultureMatch({ rabbit: 20, dog: 0, cat: 0 }, { rabbit: 0, dog: 0, cat: 0 })).toBe(67);
  });
  it("is within 0..100", () => {
    fc.assert(
      fc.property(scores, scores, (p, t) => {
        const m = cultureMatch(p, t);
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual(100);
      }),
    );
  });
  it("is 100 for identical profiles and only for them", () => {
    fc.assert(
      fc.property(scores, (p) => {
        expect(cultureMatch(p, { ...p })).toBe(100);
      }),
    );
    fc.assert(
      fc.property(scores, scores, (p, t) => {
        expect(cultureMatch(p, t) === 100).toBe(distance(p, t) === 0);
      }),
    );
  });
  it("is symmetric in p and t", () => {
    fc.assert(
      fc.property(scores, scores, (p, t) => {
        expect(cultureMatch(p, t)).toBe(cultureMatch(t, p));
      }),
    );
  });
  it("is lower for a bigger distance", () => {
    fc.assert(
      fc.property(scores, scores, scores, (t, a, b) => {
        fc.pre(distance(a, t) !== distance(b, t));
        const [near, far] = distance(a, t) < distance(b, t) ? [a, b] : [b, a];
        expect(cultureMatch(near, t)).toBeGreaterThan(cultureMatch(far, t));
      }),
    );
  });
  it("equals the formula written with each profile divided by 20", () => {
    fc.assert(
      fc.property(scores, scores, (p, t) => {
        const d = Math.abs(p.rabbit / 20 - t.rabbit / 20) + Math.abs(p.dog / 20 - t.dog / 20) + Math.abs(p.cat / 20 - t.cat / 20);
        expect(cultureMatch(p, t)).toBe(Math.round(100 * (1 - d / 3)));
      }),
    );
  });
});

describe("cultureAdd", () => {
  it("is the animal with the largest positive p − t, none when none is positive", () => {
    expect(cultureAdd({ rabbit: 12, dog: 5, cat: 3 }, { rabbit: 8, dog: 10, cat: 2 })).toBe("rabbit");
    expect(cultureAdd({ rabbit: 8, dog: 14, cat: 3 }, { rabbit: 8, dog: 10, cat: 2 })).toBe("dog");
    expect(cultureAdd({ rabbit: 1, dog: 1, cat: 1 }, { rabbit: 8, dog: 10, cat: 2 })).toBeNull();
    expect(cultureAdd({ rabbit: 8, dog: 10, cat: 2 }, { rabbit: 8, dog: 10, cat: 2 })).toBeNull();
  });
  it("breaks a tie by rabbit, dog, cat", () => {
    expect(cultureAdd({ rabbit: 3, dog: 5, cat: 5 }, { rabbit: 3, dog: 2, cat: 2 })).toBe("dog");
  });
  it("always names an animal whose gap is the positive maximum", () => {
    fc.assert(
      fc.property(scores, scores, (p, t) => {
        const gaps = { rabbit: p.rabbit - t.rabbit, dog: p.dog - t.dog, cat: p.cat - t.cat };
        const max = Math.max(...Object.values(gaps));
        const add = cultureAdd(p, t);
        if (max <= 0) expect(add).toBeNull();
        else expect(gaps[add!]).toBe(max);
      }),
    );
  });
});

describe("teamProfile", () => {
  it("is the completed manager response an admin confirmed, however old", () => {
    const team = teamProfile([
      member({ id: "m-old", userFlow: "manager", completedAtMs: 1, cultureScores: { rabbit: 1, dog: 1, cat: 1 }, confirmedProfile: true }),
      member({ id: "m-new", userFlow: "manager", completedAtMs: 5, cultureScores: { rabbit: 9, dog: 8, cat: 7 } }),
      member({ id: "ic", completedAtMs: 10 }),
    ]);
    expect(team).toEqual({ profile: { rabbit: 1, dog: 1, cat: 1 }, source: "manager", definedBy: "m-old", memberCount: 1 });
  });
  it("a manager nobody confirmed never defines it, however recent: the mean of every completed member until then", () => {
    const team = teamProfile([
      member({ id: "m-new", userFlow: "manager", completedAtMs: 99, cultureScores: { rabbit: 20, dog: 20, cat: 20 } }),
      member({ id: "a", cultureScores: { rabbit: 10, dog: 3, cat: 0 } }),
    ]);
    expect(team).toEqual({ profile: { rabbit: 15, dog: 12, cat: 10 }, source: "mean", definedBy: null, memberCount: 2 });
  });
  it("a confirmation of a response that cannot define it (unfinished, no scores, not a manager) is ignored", () => {
    for (const confirmed of [
      member({ id: "x", userFlow: "manager", isCompleted: false, confirmedProfile: true }),
      member({ id: "x", userFlow: "manager", cultureScores: null, confirmedProfile: true }),
      member({ id: "x", userFlow: "ic", confirmedProfile: true }),
    ]) {
      expect(teamProfile([confirmed, member({ id: "a", cultureScores: { rabbit: 4, dog: 4, cat: 4 } })])?.source).toBe("mean");
    }
  });
  it("is the confirmed manager's scores exactly when one can define it, else the rounded mean of the counted members", () => {
    const facts = fc.record({
      userFlow: fc.constantFrom(...AUDIENCES),
      isCompleted: fc.boolean(),
      completedAtMs: fc.integer({ min: 0, max: 100 }),
      cultureScores: fc.option(scores, { nil: null }),
      confirmedProfile: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 12 }), fc.integer({ min: -1, max: 11 }), (list, confirmedIndex) => {
        // The database holds one confirmed id per team: at most one member carries the flag.
        const members = list.map((f, i) => ({ ...f, id: `r${i}`, confirmedProfile: i === confirmedIndex }));
        const team = teamProfile(members);
        const confirmed = members.find((m) => m.confirmedProfile && canDefineProfile(m));
        const counted = members.filter((m) => m.isCompleted && m.cultureScores !== null);
        if (confirmed)
          expect(team).toEqual({ profile: confirmed.cultureScores, source: "manager", definedBy: confirmed.id, memberCount: 1 });
        else if (counted.length)
          expect(team).toEqual({
            profile: roundedMean(counted.map((m) => m.cultureScores!)),
            source: "mean",
            definedBy: null,
            memberCount: counted.length,
          });
        else expect(team).toBeNull();
      }),
    );
  });
  it("without a confirmed manager, is the rounded mean of the completed members' scores", () => {
    const team = teamProfile([
      member({ id: "a", cultureScores: { rabbit: 10, dog: 3, cat: 0 } }),
      member({ id: "b", cultureScores: { rabbit: 11, dog: 4, cat: 1 } }),
      member({ id: "c", cultureScores: { rabbit: 11, dog: 4, cat: 1 } }),
      member({ id: "partial", isCompleted: false, cultureScores: { rabbit: 20, dog: 20, cat: 20 } }),
      member({ id: "ceo", userFlow: "ceo", cultureScores: null }),
      member({ id: "manager-partial", userFlow: "manager", isCompleted: false }),
    ]);
    // rabbit 32/3 = 10.67 → 11, dog 11/3 = 3.67 → 4, cat 2/3 → 1
    expect(team).toEqual({ profile: { rabbit: 11, dog: 4, cat: 1 }, source: "mean", definedBy: null, memberCount: 3 });
  });
  it("is null without a completed member with culture scores", () => {
    expect(teamProfile([])).toBeNull();
    expect(teamProfile([member({ id: "p", isCompleted: false }), member({ id: "ceo", userFlow: "ceo", cultureScores: null })])).toBeNull();
  });
  it("a mean stays within the members' range", () => {
    fc.assert(
      fc.property(fc.array(scores, { minLength: 1, maxLength: 30 }), (all) => {
        const mean = roundedMean(all)!;
        for (const a of ["rabbit", "dog", "cat"] as const) {
          expect(mean[a]).toBeGreaterThanOrEqual(Math.min(...all.map((s) => s[a])));
          expect(mean[a]).toBeLessThanOrEqual(Math.max(...all.map((s) => s[a])));
        }
      }),
    );
  });
});

describe("profileCandidates", () => {
  it("are the completed manager responses with culture scores, newest first", () => {
    const candidates = profileCandidates([
      member({ id: "m-old", userFlow: "manager", completedAtMs: 1 }),
      member({ id: "m-new", userFlow: "manager", completedAtMs: 5 }),
      member({ id: "m-partial", userFlow: "manager", isCompleted: false, completedAtMs: 9 }),
      member({ id: "m-none", userFlow: "manager", completedAtMs: 9, cultureScores: null }),
      member({ id: "ic", completedAtMs: 10 }),
      member({ id: "ceo", userFlow: "ceo", completedAtMs: 10, cultureScores: null }),
    ]);
    expect(candidates.map((m) => m.id)).toEqual(["m-new", "m-old"]);
  });
});

describe("memberMatch", () => {
  const team = teamProfile([
    member({ id: "boss", userFlow: "manager", cultureScores: { rabbit: 8, dog: 10, cat: 2 }, confirmedProfile: true }),
  ]);
  it("the defining manager defines the profile and has no match", () => {
    expect(memberMatch({ id: "boss", cultureScores: { rabbit: 8, dog: 10, cat: 2 } }, team)).toEqual({
      cultureMatch: null,
      cultureAdd: null,
      definesProfile: true,
    });
  });
  it("a member with scores gets the match and the add", () => {
    expect(memberMatch({ id: "x", cultureScores: { rabbit: 12, dog: 5, cat: 3 } }, team)).toEqual({
      cultureMatch: 83,
      cultureAdd: "rabbit",
      definesProfile: false,
    });
  });
  it("no scores or no profile: no match", () => {
    expect(memberMatch({ id: "ceo", cultureScores: null }, team)).toEqual({ cultureMatch: null, cultureAdd: null, definesProfile: false });
    expect(memberMatch({ id: "x", cultureScores: { rabbit: 1, dog: 1, cat: 1 } }, null)).toEqual({
      cultureMatch: null,
      cultureAdd: null,
      definesProfile: false,
    });
  });
});

describe("matchDistribution", () => {
  it("counts every match in exactly one bucket", () => {
    expect(matchDistribution([0, 19, 20, 59, 60, 79, 80, 100, 100])).toEqual([
      { label: "0–19", count: 2 },
      { label: "20–39", count: 1 },
      { label: "40–59", count: 1 },
      { label: "60–79", count: 2 },
      { label: "80–100", count: 3 },
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 })), (ms) => {
        expect(matchDistribution(ms).reduce((n, b) => n + b.count, 0)).toBe(ms.length);
      }),
    );
  });
});
