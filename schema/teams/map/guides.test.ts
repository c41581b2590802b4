import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../assessment/languages";
import { GUIDE_KEYS, guideKey, parseGuides } from "./guides";

const shipped = (language: string) =>
  readFileSync(join(import.meta.dirname, "..", "..", "assessment", "content", language, "team-guides.csv"), "utf8");

describe("the conversation guides", () => {
  it.each(LANGUAGES)("ship three questions and an exercise for every kind of gap in %s", (language) => {
    const parsed = parseGuides(shipped(language));
    expect(parsed).not.toHaveProperty("problems");
    if ("guides" in parsed)
      for (const key of GUIDE_KEYS) {
        // A question mark, or the Arabic one.
        expect(
          parsed.guides[key].questions.every((q) => /[?؟]$/.test(q)),
          key,
        ).toBe(true);
        expect(parsed.guides[key].exercise.length).toBeGreaterThan(40);
      }
  });

  it("name each problem of a replaced file, so no team page is left without its guide", () => {
    const parsed = parseGuides(
      'gap,part,text\nmissing-yellow,q1,"Why?"\nmissing-yellow,q1,"Again?"\nnew-kind,q1,x\nlean-dog,q4,x\nfar-members,exercise,\n',
    );
    expect(parsed).toHaveProperty("problems");
    if ("problems" in parsed) {
      expect(parsed.problems).toContain("Line 3: missing-yellow q1 given twice");
      expect(parsed.problems).toContain("Line 4: unknown gap 'new-kind'");
      expect(parsed.problems).toContain("Line 5: unknown part 'q4'");
      expect(parsed.problems).toContain("crowded-red has no exercise");
    }
  });

  it("give every gap its guide", () => {
    expect(guideKey({ kind: "colour-missing", dataset: "pursuer", colour: "blue", count: 0, of: 5, size: 1 })).toBe("missing-blue");
    const lean = {
      kind: "culture-lean",
      leans: "rabbit",
      asks: "cat",
      team: { rabbit: 1, dog: 1, cat: 1 },
      profile: { rabbit: 1, dog: 1, cat: 1 },
      match: 50,
      size: 0.5,
    } as const;
    expect(guideKey(lean)).toBe("lean-cat");
    expect(guideKey({ kind: "far-members", count: 2, of: 5, below: 60, size: 0.4 })).toBe("far-members");
  });
});
