import { describe, expect, it } from "vitest";
import { SavePayloadSchema } from "./payload";
import { validPayload } from "./sample-payload";

const save = (id: string) => validPayload({ id, userFlow: "ic" });

describe("SavePayloadSchema id", () => {
  it("is normalised to lower case, so ids that differ only by case are one response", () => {
    const parsed = SavePayloadSchema.parse(save("6F1C2D3E-4A5B-4C6D-8E9F-0A1B2C3D4E5F"));
    expect(parsed.id).toBe("6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f");
  });
  it("still refuses what is not a UUID", () => {
    expect(SavePayloadSchema.safeParse(save("not-a-uuid")).error?.issues[0]).toMatchObject({ path: ["id"], message: "id must be a UUID" });
  });
});
