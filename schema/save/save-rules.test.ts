import { describe, expect, it } from "vitest";
import { CULTURE_STATEMENT_COUNT } from "../constants";
import { CULTURE_IDS } from "../assessment/culture-ids";
import { BatchItemSchema, FinalSaveSchema, PartialSaveSchema } from "./save-rules";
import { validPayload } from "./sample-payload";

const save = (id: string) => validPayload({ id, userFlow: "ic" });

describe("culture answers are exactly the 60 shipped statements (decision 029)", () => {
  const all = (code: number) => Object.fromEntries(CULTURE_IDS.map((id) => [id, code]));

  it("knows the 60 ids of the shipped content", () => {
    expect(CULTURE_IDS).toHaveLength(CULTURE_STATEMENT_COUNT);
    expect(new Set(CULTURE_IDS).size).toBe(CULTURE_STATEMENT_COUNT);
  });

  it("refuses an id of the right shape that is no statement, naming it", () => {
    const made = { ...save("6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f"), cultureCompatibilityResponses: { "rabbit-a1": 9, "rabbit-a7": 9 } };
    expect(PartialSaveSchema.safeParse(made).error?.issues).toEqual([
      expect.objectContaining({ path: ["cultureCompatibilityResponses", "rabbit-a7"], message: "Unknown culture statement id" }),
    ]);
    // 60 made-up rabbit ids: each one named.
    const rabbits = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`rabbit-a${i + 1}`, 9]));
    const issues = PartialSaveSchema.safeParse({ ...made, cultureCompatibilityResponses: rabbits }).error?.issues ?? [];
    expect(issues.map((i) => i.path[1])).toEqual(Object.keys(rabbits).filter((id) => !CULTURE_IDS.includes(id)));
  });

  it("lets a partial save carry some known ids, and a final save all 60 or none", () => {
    const base = save("6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f");
    const some = { ...base, cultureCompatibilityResponses: { [CULTURE_IDS[0]!]: 9, [CULTURE_IDS[59]!]: 1 } };
    expect(PartialSaveSchema.safeParse(some).success).toBe(true);
    expect(FinalSaveSchema.safeParse({ ...base, cultureCompatibilityResponses: all(6) }).success).toBe(true);
    expect(FinalSaveSchema.safeParse(base).success).toBe(true);
    expect(FinalSaveSchema.safeParse({ ...base, cultureCompatibilityResponses: null }).success).toBe(true);
    const missing = FinalSaveSchema.safeParse(some).error?.issues ?? [];
    expect(missing).toHaveLength(58);
    expect(missing[0]).toMatchObject({
      path: ["cultureCompatibilityResponses", CULTURE_IDS[1]],
      message: "Every culture statement must be answered in a final save",
    });
  });

  it("applies the final rule in a batch only to saves marked final", () => {
    const some = { ...save("6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f"), cultureCompatibilityResponses: { [CULTURE_IDS[0]!]: 9 } };
    expect(BatchItemSchema.safeParse({ ...some, isCompleted: false }).success).toBe(true);
    expect(BatchItemSchema.safeParse({ ...some, isCompleted: true }).error?.issues).toHaveLength(59);
    expect(BatchItemSchema.safeParse({ ...some, isCompleted: true, cultureCompatibilityResponses: all(9) }).success).toBe(true);
  });
});
