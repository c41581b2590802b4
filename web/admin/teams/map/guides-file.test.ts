import { describe, expect, it } from "vitest";
import type { Gap } from "../../../../schema/teams/map/gaps";
import { gapsWithGuides, guides } from "./guides-file";

const missing = (dataset: "attraction" | "pursuer"): Gap => ({
  kind: "colour-missing",
  dataset,
  colour: "yellow",
  count: 0,
  of: 3,
  size: 1,
});
const far: Gap = { kind: "far-members", count: 2, of: 3, below: 60, size: 0.67 };

describe("the gaps with their guides", () => {
  it("gives a guide once: a colour missing in both parts refers the second gap to the first's", () => {
    const shown = gapsWithGuides([missing("attraction"), missing("pursuer"), far]);
    expect(shown.map((s) => [s.guide, s.asAbove])).toEqual([
      [guides!["missing-yellow"], false],
      [null, true],
      [guides!["far-members"], false],
    ]);
  });
});
