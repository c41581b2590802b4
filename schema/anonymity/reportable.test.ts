import { describe, expect, it } from "vitest";
import { forOwners } from "./audiences";
import { checkFloor, readAnonymityFloor } from "./floor";
import { reportable } from "./reportable";

describe("readAnonymityFloor", () => {
  it("reads a whole number from 3 to 10 and nothing else", () => {
    expect([" 3", "5", "10 "].map(readAnonymityFloor)).toEqual([3, 5, 10]);
    for (const bad of ["2", "11", "5.0", "five", "-5", "1e1", "0x5"]) expect(readAnonymityFloor(bad), bad).toBeUndefined();
  });

  it("refuses a floor no setting could hold", () => {
    expect(() => checkFloor(0)).toThrow(RangeError);
    expect(() => checkFloor(2.5)).toThrow(RangeError);
  });
});

describe("reportable", () => {
  it("shows a figure over the floor's number of people or more, and over nobody new", () => {
    expect(reportable(5, 5)).toEqual({ shown: true });
    expect(reportable(60, 5)).toEqual({ shown: true });
    expect(reportable(0, 5)).toEqual({ shown: true });
  });

  it("hides a figure over fewer, saying how many more it needs", () => {
    expect(reportable(1, 5)).toEqual({ shown: false, reason: "under-floor", needed: 4 });
    expect(reportable(4, 5)).toEqual({ shown: false, reason: "under-floor", needed: 1 });
    expect(reportable(9, 10)).toEqual({ shown: false, reason: "under-floor", needed: 1 });
    expect(reportable(3, 3)).toEqual({ shown: true });
  });

  it("refuses a count that is not a number of people", () => {
    expect(() => reportable(-1, 5)).toThrow(RangeError);
    expect(() => reportable(1.5, 5)).toThrow(RangeError);
  });
});

describe("forOwners", () => {
  it("shows the figure and names the audiences that would see it hidden", () => {
    const hidden = reportable(3, 5);
    expect(forOwners(42, { viewer: hidden, sponsor: { shown: true }, manager: hidden })).toEqual({
      figure: 42,
      hiddenFor: ["viewer", "manager"],
    });
    expect(forOwners("x", { sponsor: { shown: true } })).toEqual({ figure: "x", hiddenFor: [] });
  });
});
