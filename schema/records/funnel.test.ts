import { describe, expect, it } from "vitest";
import { funnelCounts, type ProgressGroup } from "./funnel";

const count = (groups: ProgressGroup[], facts = { withCulture: 0, completedWithConsent: 0 }) =>
  Object.fromEntries(funnelCounts(groups, facts).map((s) => [s.step, s.count]));

describe("funnelCounts", () => {
  it("counts a finished respondent who skipped the survey as completed, not as survey complete", () => {
    const counts = count([{ lastStep: "final", isCompleted: true, n: 2 }], { withCulture: 2, completedWithConsent: 1 });
    expect(counts["demographic-survey-complete"]).toBe(1);
    expect(counts["completed"]).toBe(2);
  });

  it("counts a response still at the survey step as survey complete", () => {
    const counts = count([
      { lastStep: "demographic-survey-complete", isCompleted: false, n: 1 },
      { lastStep: "culture-compatibility-complete", isCompleted: false, n: 1 },
    ]);
    expect(counts["demographic-survey-complete"]).toBe(1);
    expect(counts["completed"]).toBe(0);
  });

  it("counts the culture test only for who took it: a finished CEO passed it without taking it", () => {
    const counts = count([{ lastStep: "final", isCompleted: true, n: 3 }], { withCulture: 1, completedWithConsent: 0 });
    expect(counts["culture-compatibility-complete"]).toBe(1);
    expect(counts["assessment-pursuer"]).toBe(3);
  });

  it("counts every required step for everyone at or past it", () => {
    const counts = count([
      { lastStep: "intake-complete", isCompleted: false, n: 4 },
      { lastStep: "assessment-attraction-red-complete", isCompleted: false, n: 2 },
      { lastStep: "demographic-survey-complete", isCompleted: false, n: 1 },
      { lastStep: "final", isCompleted: true, n: 1 },
    ]);
    expect(counts).toMatchObject({
      "intake-complete": 8,
      "attraction-ranking-complete": 4,
      "assessment-attraction": 4,
      "pursuer-ranking-complete": 2,
      "assessment-pursuer": 2,
      completed: 1,
    });
  });

  it("keeps the steps in flow order", () => {
    expect(funnelCounts([], { withCulture: 0, completedWithConsent: 0 }).map((s) => s.step)).toEqual([
      "intake-complete",
      "attraction-ranking-complete",
      "assessment-attraction",
      "pursuer-ranking-complete",
      "assessment-pursuer",
      "culture-compatibility-complete",
      "demographic-survey-complete",
      "completed",
    ]);
  });
});
