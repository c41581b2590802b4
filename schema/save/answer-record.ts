import * as z from "zod/mini";

/** What an answers record may hold: its keys, its values, how many, and what to say otherwise. */
export type AnswerRule<V> = {
  key: RegExp;
  keyMessage: string;
  values: readonly V[];
  valueMessage: string;
  max: number;
  maxMessage: string;
};

/**
 * Answers keyed by statement ({"1.2": 2}), checked in one pass and passed on as parsed. z.record did the
 * same job by running two schemas per entry and copying the record key by key into a new object (slow
 * to read and to serialise afterwards): in the Worker that was the largest part of a save's own time
 * (decision 023). Same rules, every issue named by its key's path.
 */
export function answerRecord<V>(rule: AnswerRule<V>) {
  const allowed = new Set<unknown>(rule.values);
  return z.custom<Record<string, V>>().check(
    z.check((ctx) => {
      const record = ctx.value;
      if (typeof record !== "object" || record === null || Array.isArray(record)) {
        ctx.issues.push({ code: "invalid_type", expected: "record", input: record });
        return;
      }
      const keys = Object.keys(record);
      if (keys.length > rule.max) ctx.issues.push({ code: "custom", message: rule.maxMessage, input: record });
      for (const key of keys) {
        if (!rule.key.test(key)) ctx.issues.push({ code: "custom", message: rule.keyMessage, input: key, path: [key] });
        const value = record[key];
        if (!allowed.has(value)) ctx.issues.push({ code: "custom", message: rule.valueMessage, input: value, path: [key] });
      }
    }),
  );
}
