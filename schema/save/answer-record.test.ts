import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { answerRecord } from "./answer-record";

const ratings = answerRecord({
  key: /^\d{1,3}(\.\d{1,3})?$/,
  keyMessage: "Statement key must be a placement like 1 or 1.1",
  values: [0, 1, 2] as const,
  valueMessage: "Rating must be 0, 1 or 2",
  max: 3,
  maxMessage: "At most 3",
});
const schema = z.object({ yellow: ratings });
const issues = (value: unknown) => {
  const r = schema.safeParse({ yellow: value });
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("answerRecord", () => {
  it("accepts a record of allowed keys and values and passes it on as parsed", () => {
    const value = { "1": 2, "1.2": 0 };
    const r = schema.safeParse({ yellow: value });
    expect(r.success && r.data.yellow).toBe(value);
    expect(issues({})).toEqual([]);
  });

  it("names each bad key and each bad value by its path, with the rule's message", () => {
    expect(issues({ x1: 1, "2": 5, "3": "2" })).toEqual([
      { path: "yellow.2", message: "Rating must be 0, 1 or 2" },
      { path: "yellow.3", message: "Rating must be 0, 1 or 2" },
      { path: "yellow.x1", message: "Statement key must be a placement like 1 or 1.1" },
    ]);
    expect(issues({ __proto__: 1 })).toEqual([]);
    expect(issues(JSON.parse('{"__proto__": 1}'))).toEqual([
      { path: "yellow.__proto__", message: "Statement key must be a placement like 1 or 1.1" },
    ]);
  });

  it("refuses what is not a record, and more entries than allowed", () => {
    for (const value of ["no", 1, null, [1, 2], undefined]) expect(issues(value)).toHaveLength(1);
    expect(issues({ "1": 0, "2": 0, "3": 0, "4": 0 })).toEqual([{ path: "yellow", message: "At most 3" }]);
  });

  it("agrees with z.record over the same rules, for any input", () => {
    const reference = z.object({
      yellow: z
        .record(z.string().check(z.regex(/^\d{1,3}(\.\d{1,3})?$/)), z.literal([0, 1, 2]))
        .check(z.refine((r) => Object.keys(r).length <= 3)),
    });
    const key = fc.oneof(fc.constantFrom("1", "2.1", "999", "1000", "1.", "a"), fc.string());
    const value = fc.oneof(fc.constantFrom(0, 1, 2, 3, -1, 1.5, "1", null), fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(key, value, { maxKeys: 5 }), fc.anything()), (input) => {
        expect(schema.safeParse({ yellow: input }).success).toBe(reference.safeParse({ yellow: input }).success);
      }),
    );
  });
});
