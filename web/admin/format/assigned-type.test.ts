import { describe, expect, it } from "vitest";
import { assignedType, truncate } from "./assigned-type";

describe("assigned type badge", () => {
  it("joins intrinsic and extrinsic parts", () => {
    expect(assignedType({ intrinsicAttraction: "Energizer", extrinsicPursuer: "Influencer" })).toBe("Energizer / Influencer");
    expect(assignedType(null)).toBeNull();
  });

  it("truncates to 12 characters plus an ellipsis", () => {
    expect(truncate("Energizer / Influencer")).toBe("Energizer / …");
    expect(truncate("Driver / Con")).toBe("Driver / Con");
    expect(truncate("Driver / Cont")).toBe("Driver / Con…");
  });
});
