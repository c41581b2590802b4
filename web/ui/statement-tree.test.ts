import { describe, expect, it } from "vitest";
import type { ProfileStatement } from "../../schema/assessment/content";
import { statementTree } from "./statement-tree";

const row = (placement: string, text: string): ProfileStatement => ({ category: "Yellow", placement, text });

describe("statementTree", () => {
  it("nests dotted placements under their parent and marks headings", () => {
    const tree = statementTree([row("1", "One"), row("2", "At your best:"), row("2.1", "Sub a"), row("2.2", "Sub b"), row("3", "Three")]);
    expect(tree.map((n) => n.statement.placement)).toEqual(["1", "2", "3"]);
    expect(tree[1]?.heading).toBe(true);
    expect(tree[0]?.heading).toBe(false);
    expect(tree[1]?.children.map((n) => n.statement.placement)).toEqual(["2.1", "2.2"]);
  });

  it("keeps a sub-item without a parent at the top level, flagged for indentation", () => {
    const tree = statementTree([row("1", "One"), row("4.1", "Lonely")]);
    expect(tree.map((n) => [n.statement.placement, n.orphanSubItem])).toEqual([
      ["1", false],
      ["4.1", true],
    ]);
  });

  it("nests deeper levels", () => {
    const tree = statementTree([row("1", "One"), row("1.1", "A"), row("1.1.1", "B")]);
    expect(tree[0]?.children[0]?.children[0]?.statement.text).toBe("B");
  });
});
