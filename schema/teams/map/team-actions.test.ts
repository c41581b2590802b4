import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ActionCreateSchema, ActionUpdateSchema } from "./team-actions";

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a team's actions", () => {
  it("take what, an owner and a calendar date, trimmed", () => {
    expect(z.parse(ActionCreateSchema, { what: "  Pair up  ", owner: "Mira", due: "2027-02-28" })).toEqual({
      what: "Pair up",
      owner: "Mira",
      due: "2027-02-28",
    });
  });

  it("name each field that is wrong", () => {
    expect(issues(ActionCreateSchema, { what: " ", owner: "", due: "2027-02-30" })).toEqual([
      "what: What is required",
      "owner: Owner is required",
      "due: Due date is not a day of the calendar",
    ]);
    expect(issues(ActionCreateSchema, { what: "x".repeat(201), owner: "Mira", due: "31/01/2027" })).toEqual([
      "what: What must be 200 characters or fewer",
      "due: Due date must be a date like 2027-01-31",
    ]);
  });

  it("change at least one field, to a known status", () => {
    expect(issues(ActionUpdateSchema, {})).toEqual([": Give what, owner, due or status"]);
    expect(issues(ActionUpdateSchema, { status: "finished" })).toEqual(["status: Status must be one of open, done, dropped"]);
    expect(z.parse(ActionUpdateSchema, { status: "done" })).toEqual({ status: "done" });
  });
});
