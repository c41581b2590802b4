import { describe, expect, it } from "vitest";
import { formatListQuery, parseListQuery } from "./list-query";

describe("the list's URL query", () => {
  it("round-trips search text, team and language, spaces and symbols included", () => {
    const q = { search: "Ada & co", team: "unassigned", language: "es" } as const;
    expect(formatListQuery(q)).toBe("search=Ada+%26+co&team=unassigned&language=es");
    expect(parseListQuery(`?${formatListQuery(q)}`)).toEqual(q);
  });

  it("leaves empty values out, and reads a missing one as empty", () => {
    expect(formatListQuery({ search: "", team: "", language: "" })).toBe("");
    expect(formatListQuery({ search: "", team: "t1", language: "" })).toBe("team=t1");
    expect(formatListQuery({ search: "", team: "", language: "ar" })).toBe("language=ar");
    expect(parseListQuery("")).toEqual({ search: "", team: "", language: "" });
  });

  it("reads a language we do not ship as every language", () => {
    for (const language of ["fr", "ES", "es-MX", ""]) expect(parseListQuery(`?language=${language}`).language).toBe("");
  });
});
