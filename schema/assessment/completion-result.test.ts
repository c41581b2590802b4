import { describe, expect, it } from "vitest";
import { colourOf, completionResult } from "./completion-result";

const manager = {
  userFlow: "manager",
  finalType: { intrinsicAttraction: "Harmonizer", extrinsicPursuer: "Controller" },
  cultureCompatibilityScores: { rabbit: 4, dog: 12, cat: 7 },
};

describe("the result on the completion screen (decision 066)", () => {
  it("none shows nothing; type both parts' colours; type-and-culture adds a manager's or IC's culture profile", () => {
    expect(completionResult("none", manager)).toBeNull();
    expect(completionResult("type", manager)).toEqual({ show: "type", attraction: "blue", pursuer: "red", culture: null });
    expect(completionResult("type-and-culture", manager)).toEqual({
      show: "type-and-culture",
      attraction: "blue",
      pursuer: "red",
      culture: { rabbit: 4, dog: 12, cat: 7 },
    });
    expect(completionResult("type-and-culture", { ...manager, userFlow: "ceo", cultureCompatibilityScores: null })).toMatchObject({
      culture: null,
    });
  });

  it("a part without a type (every card 'not like me') has no colour", () => {
    expect(colourOf("pursuer", "Undetermined")).toBeNull();
    expect(colourOf("pursuer", "Harmonizer")).toBeNull();
    expect(colourOf("attraction", "Energizer")).toBe("yellow");
    expect(
      completionResult("type", { ...manager, finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Undetermined" } }),
    ).toMatchObject({
      attraction: "red",
      pursuer: null,
    });
  });
});
