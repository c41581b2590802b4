import { describe, expect, it } from "vitest";
import { answersIn, longestOnDevice, type Save } from "./respondent-run.mjs";

describe("bench:requests' reading of a run (scripts/bench/respondent-run.mjs)", () => {
  it("counts the answers a save carries: culture answers plus the statements' ratings", () => {
    expect(answersIn({})).toBe(0);
    expect(
      answersIn({
        attractionResponses: { yellow: { "1": 1, "2": 0 }, blue: { "3": 1 } },
        pursuerResponses: { red: { "1": 1 } },
        cultureCompatibilityResponses: { "rabbit-a1": 6, "dog-a21": 9 },
      }),
    ).toBe(5);
  });

  const save = (sentAt: number, answeredAt: number | null, answers: number, status: number | null = 200): Save => ({
    sentAt,
    answeredAt,
    answers,
    status,
  });

  it("times each answer from its tap to the first acknowledged save that carried it", () => {
    const taps = [
      { at: 1000, answers: 1 },
      { at: 2000, answers: 2 },
      { at: 3000, answers: 3 },
    ];
    // The first save (sent before tap 2) carries only the first answer; a refused try is no acknowledgement.
    const saves = [save(1500, 1600, 1), save(3500, 3600, 3, 0), save(40_000, 40_300, 3)];
    expect(longestOnDevice(taps, saves, [])).toBe(38_300);
  });

  it("leaves out answers whose wait overlaps an offline period, and counts one never acknowledged as forever", () => {
    const taps = [
      { at: 1000, answers: 1 },
      { at: 5000, answers: 2 },
    ];
    expect(longestOnDevice(taps, [save(1100, 1200, 1), save(9000, 9100, 2)], [[4000, 8000]])).toBe(200);
    expect(longestOnDevice(taps, [save(1100, 1200, 1)], [])).toBe(Infinity);
  });
});
