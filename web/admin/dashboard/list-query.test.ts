import { describe, expect, it } from "vitest";
import { formatListQuery, parseListQuery } from "./list-query";

describe("the list's URL query", () => {
  it("round-trips search text and team, spaces and symbols included", () => {
    const q = { search: "Ada & co", team: "unassigned" };
    expect(formatListQuery(q)).toBe("search=Ada+%26+co&team=unassigned");
    expect(parseListQuery(`?${formatListQuery(q)}`)).toEqual(q);
  });

  it("leaves empty values out, and reads a missing one as empty", () => {
    expect(formatListQuery({ search: "", team: "" })).toBe("");
    expect(formatListQuery({ search: "", team: "t1" })).toBe("team=t1");
    expect(parseListQuery("")).toEqual({ search: "", team: "" });
  });
});
