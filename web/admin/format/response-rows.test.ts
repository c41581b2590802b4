import { describe, expect, it } from "vitest";
import { parseProfileCsv } from "../../../schema/assessment/content";
import attractionCsv from "../../../schema/assessment/content/en/attraction.csv";
import { responseRows } from "./response-rows";

const yellow = parseProfileCsv(attractionCsv).filter((s) => s.category === "Yellow");
const textOf = (placement: string) => yellow.find((s) => s.placement === placement)!.text;

describe("responseRows", () => {
  it("puts each statement's text beside its placement and rating, in placement order", () => {
    expect(responseRows({ "10": 1, "2": 0, "1": 2 }, yellow)).toEqual([
      { kind: "answer", placement: "1", text: textOf("1"), value: 2 },
      { kind: "answer", placement: "2", text: textOf("2"), value: 0 },
      { kind: "answer", placement: "10", text: textOf("10"), value: 1 },
    ]);
    expect(textOf("1")).toBe("I get a lift from being around lively people.");
  });

  it("introduces sub-items with their unrated 'At your best:' / 'At your worst:' heading, once", () => {
    const rows = responseRows({ "11.2": 2, "11.1": 1, "12.4": 0, "3": 1 }, yellow);
    expect(rows.map((r) => [r.kind, r.placement, r.text])).toEqual([
      ["answer", "3", textOf("3")],
      ["heading", "11", "At your best:"],
      ["answer", "11.1", "I lift the mood of a room."],
      ["answer", "11.2", textOf("11.2")],
      ["heading", "12", "At your worst:"],
      ["answer", "12.4", textOf("12.4")],
    ]);
  });

  it("keeps an answer whose placement the content no longer has, and shows placements while texts load", () => {
    expect(responseRows({ "99": 2 }, yellow)).toEqual([{ kind: "answer", placement: "99", text: null, value: 2 }]);
    expect(responseRows({ "11.1": 1 }, null)).toEqual([{ kind: "answer", placement: "11.1", text: null, value: 1 }]);
    expect(responseRows({}, yellow)).toEqual([]);
  });
});
