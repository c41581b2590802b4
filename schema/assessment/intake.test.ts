import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { IntakeSchema, ProfileUpdateSchema } from "./intake";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  jobTitle: "Engineer",
  linkedinProfile: "https://www.linkedin.com/in/ada",
  userFlow: "ic",
};

function messages(input: unknown, schema: z.ZodMiniType = IntakeSchema) {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("IntakeSchema", () => {
  it("accepts a valid intake with optional fields absent", () => {
    expect(IntakeSchema.safeParse(valid).success).toBe(true);
  });
  it("gives the messages of docs/product.md#validation", () => {
    expect(messages({ ...valid, name: " ", email: "nope", jobTitle: "", linkedinProfile: "linkedin" })).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      jobTitle: "Job title is required",
      linkedinProfile: "Valid LinkedIn profile URL is required",
    });
    expect(messages({ userFlow: "ceo" })).toMatchObject({ name: "Name is required", email: "Valid email is required" });
  });
  it("rejects an unknown audience", () => {
    expect(messages({ ...valid, userFlow: "admin" })).toHaveProperty("userFlow");
  });
  it("does not format-check the company website", () => {
    expect(IntakeSchema.safeParse({ ...valid, companyWebsite: "our place, downtown" }).success).toBe(true);
  });
});

describe("ProfileUpdateSchema", () => {
  it("makes every field optional but still checks email and LinkedIn", () => {
    expect(ProfileUpdateSchema.safeParse({}).success).toBe(true);
    expect(messages({ email: "x" }, ProfileUpdateSchema)).toEqual({ email: "Valid email is required" });
    expect(messages({ linkedinProfile: "ftp://x" }, ProfileUpdateSchema)).toEqual({
      linkedinProfile: "Valid LinkedIn profile URL is required",
    });
  });
});
