import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nothingGiven } from "./kiosk-reset";
import { INTAKE, startFlow } from "./test-harness";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a kiosk reset without a warning (decision 065)", () => {
  it("only on an untouched intake: nothing typed, nothing submitted", async () => {
    const { actor } = startFlow("ic");
    expect(nothingGiven(actor.getSnapshot(), false)).toBe(true);
    // A language chosen is no answer.
    actor.send({ type: "language.choose", language: "es" });
    expect(nothingGiven(actor.getSnapshot(), false)).toBe(true);
    expect(nothingGiven(actor.getSnapshot(), true)).toBe(false);
    actor.send({ type: "intake.submit", intake: INTAKE });
    expect(nothingGiven(actor.getSnapshot(), false)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe("instructions");
    expect(nothingGiven(actor.getSnapshot(), false)).toBe(false);
    actor.send({ type: "flow.restart" });
    expect(nothingGiven(actor.getSnapshot(), false)).toBe(true);
  });
});
