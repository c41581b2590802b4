import { describe, expect, it } from "vitest";
import { completionColumns } from "./completion-columns";

describe("completionColumns", () => {
  it("shows neither a time nor a completion date for a response in progress", () => {
    expect(completionColumns({ isCompleted: false, completedAt: "2026-11-20T10:04:00.000Z", completionTimeSeconds: "0" })).toEqual({
      inProgress: true,
    });
  });

  it("shows the time and the date of a completed response", () => {
    expect(completionColumns({ isCompleted: true, completedAt: "2026-11-20T10:04:00.000Z", completionTimeSeconds: "125" })).toEqual({
      inProgress: false,
      seconds: "125",
      completedAt: "2026-11-20T10:04:00.000Z",
    });
  });
});
