import { describe, expect, it } from "vitest";
import { journeySteps, partStep } from "./journey";

describe("journey steps", () => {
  it("lists Culture for managers and ICs, not for CEOs", () => {
    expect(journeySteps("ceo")).toEqual(["part1", "part2", "aboutYou"]);
    expect(journeySteps("manager")).toEqual(["part1", "part2", "culture", "aboutYou"]);
    expect(journeySteps("ic")).toEqual(["part1", "part2", "culture", "aboutYou"]);
  });

  it("names the attraction dataset Part 1 and the pursuer dataset Part 2", () => {
    expect(partStep("attraction")).toBe("part1");
    expect(partStep("pursuer")).toBe("part2");
  });
});
