import { describe, expect, it } from "vitest";
import { assignedType, truncate } from "./assigned-type";

describe("assigned type badge", () => {
  it("joins intrinsic and extrinsic parts", () => {
    expect(assignedType({ intrinsicAttraction: "Energizer", extrinsicPursuer: "Influencer" })).toBe("Energizer / Influencer");
  });

  it("reads Pending for a part without a type yet, and Pending alone when neither has one (docs/architecture.md#scoring)", () => {
    expect(assignedType({ intrinsicAttraction: "Driver", extrinsicPursuer: null })).toBe("Driver / Pending");
    expect(assignedType({ intrinsicAttraction: null, extrinsicPursuer: null })).toBe("Pending");
    expect(assignedType(null)).toBe("Pending");
  });

  it("truncates to 12 characters plus an ellipsis", () => {
    expect(truncate("Energizer / Influencer")).toBe("Energizer / …");
    expect(truncate("Driver / Con")).toBe("Driver / Con");
    expect(truncate("Driver / Cont")).toBe("Driver / Con…");
  });
});
