import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryScore, computeFinalType, cultureScores, dominantCategory, finalTypeLabel, PENDING, UNDETERMINED } from "./scoring";

describe("categoryScore", () => {
  it("is sum / (2 × rated) × 100, rounded", () => {
    expect(categoryScore({ "1": 2, "2": 1, "3": 0 })).toBe(50);
    expect(categoryScore({ "1": 1, "2": 1, "3": 2 })).toBe(67);
    expect(categoryScore({})).toBeNull();
    expect(categoryScore(undefined)).toBeNull();
  });
  it("stays within 0..100", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.constantFrom(0, 1, 2), { minKeys: 1 }), (r) => {
        const s = categoryScore(r)!;
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("dominantCategory", () => {
  const ranking = { yellow: 2, blue: 1, red: 3 };
  it("picks the highest score", () => {
    expect(dominantCategory({ yellow: { "1": 2 }, blue: { "1": 1 }, red: { "1": 0 } }, ranking)).toBe("yellow");
  });
  it("breaks ties by the better rank", () => {
    expect(dominantCategory({ yellow: { "1": 2 }, blue: { "1": 2 }, red: { "1": 2 } }, ranking)).toBe("blue");
  });
  it("breaks ties without a ranking by yellow, blue, red", () => {
    expect(dominantCategory({ blue: { "1": 1 }, red: { "1": 1 } }, undefined)).toBe("blue");
  });
  it("takes the rank-1 category when nothing was rated", () => {
    expect(dominantCategory({}, { yellow: 3, blue: 2, red: 1 })).toBe("red");
  });
  it("is undetermined when every category is ranked 4", () => {
    expect(dominantCategory({ yellow: { "1": 2 } }, { yellow: 4, blue: 4, red: 4 })).toBeNull();
  });
  it("always returns a category whose score is the maximum", () => {
    const responses = fc.dictionary(fc.constantFrom("1", "2", "3", "4"), fc.constantFrom(0, 1, 2));
    fc.assert(
      fc.property(fc.record({ yellow: responses, blue: responses, red: responses }), (r) => {
        const best = dominantCategory(r, { yellow: 1, blue: 2, red: 3 })!;
        const scores = [r.yellow, r.blue, r.red].map((x) => categoryScore(x) ?? -1);
        expect(categoryScore(r[best]) ?? -1).toBe(Math.max(...scores));
      }),
    );
  });
});

describe("computeFinalType", () => {
  it("names the dominant attraction and pursuer titles", () => {
    expect(
      computeFinalType({
        attractionResponses: { red: { "1": 2 }, blue: { "1": 1 } },
        pursuerResponses: { yellow: { "1": 2 } },
        pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 }, pursuerRanking: { yellow: 1, blue: 2, red: 3 } },
      }),
    ).toEqual({ intrinsicAttraction: "Driver", extrinsicPursuer: "Influencer" });
  });
  it("is Undetermined for an all-not-like-me ranking", () => {
    const ALL_4 = { yellow: 4, blue: 4, red: 4 };
    expect(
      computeFinalType({
        attractionResponses: { red: { "1": 2 } },
        pursuerResponses: {},
        pageRankings: { attractionRanking: ALL_4, pursuerRanking: ALL_4 },
      }),
    ).toEqual({ intrinsicAttraction: UNDETERMINED, extrinsicPursuer: UNDETERMINED });
  });
  it("has no type (null) for a dataset with neither a stored ranking nor a statement key: never a default (docs/architecture.md#scoring)", () => {
    expect(computeFinalType({ attractionResponses: {}, pursuerResponses: {}, pageRankings: null })).toEqual({
      intrinsicAttraction: null,
      extrinsicPursuer: null,
    });
    expect(
      computeFinalType({
        attractionResponses: { blue: {} },
        pursuerResponses: {},
        pageRankings: { attractionRanking: { yellow: 3, blue: 2, red: 1 } },
      }),
    ).toEqual({ intrinsicAttraction: "Driver", extrinsicPursuer: null });
    // A statement rated 0 was still answered: the part has a type.
    expect(computeFinalType({ attractionResponses: { red: { "1": 0 } }, pursuerResponses: { blue: { "2": 0 } } })).toEqual({
      intrinsicAttraction: "Driver",
      extrinsicPursuer: "Supporter",
    });
  });
});

describe("finalTypeLabel", () => {
  it("reads 'Intrinsic / Extrinsic' with Pending for a part without a type, and Pending alone for none", () => {
    expect(finalTypeLabel({ intrinsicAttraction: "Driver", extrinsicPursuer: "Undetermined" })).toBe("Driver / Undetermined");
    expect(finalTypeLabel({ intrinsicAttraction: "Driver", extrinsicPursuer: null })).toBe(`Driver / ${PENDING}`);
    expect(finalTypeLabel({ intrinsicAttraction: null, extrinsicPursuer: null })).toBe(PENDING);
    expect(finalTypeLabel(null)).toBe("Pending");
  });
});

describe("cultureScores", () => {
  it("counts codes 6 and above per animal", () => {
    expect(cultureScores({ "rabbit-a1": 6, "rabbit-a2": 5, "dog-a21": 9, "dog-p27": 4, "cat-a41": 8, "cat-p42": 1 })).toEqual({
      rabbit: 1,
      dog: 1,
      cat: 1,
    });
    expect(cultureScores(null)).toEqual({ rabbit: 0, dog: 0, cat: 0 });
  });

  it("counts by the text before an id's first dash, whatever the id looks like", () => {
    const id = fc.oneof(
      fc
        .tuple(fc.constantFrom("rabbit", "dog", "cat", "rabbits", "do", "cat-", "x"), fc.constantFrom("", "-", "-a1", "-p12", "a-1"))
        .map(([a, b]) => a + b),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.dictionary(id, fc.constantFrom(1, 2, 3, 4, 6, 7, 8, 9)), (responses) => {
        const expected = { rabbit: 0, dog: 0, cat: 0 };
        for (const [key, code] of Object.entries(responses)) {
          const animal = key.split("-")[0];
          if ((animal === "rabbit" || animal === "dog" || animal === "cat") && code >= 6) expected[animal] += 1;
        }
        expect(cultureScores(responses)).toEqual(expected);
      }),
    );
  });
});
