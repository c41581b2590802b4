import * as z from "zod/mini";

const field = z.optional(z.string().check(z.maxLength(500, "Must be 500 characters or fewer")));

export const LocationSchema = z.object({ zipcode: field, city: field, state: field, country: field });
export type Location = z.infer<typeof LocationSchema>;

export const PARENTING_STYLES = [
  { value: "Authoritarian", description: "Rules are the rules" },
  { value: "Coach", description: "Rules are negotiable by skill, with some non-negotiables" },
  { value: "Teacher", description: "Rules create a learning environment" },
] as const;

export const DEMOGRAPHIC_TEXT_FIELDS = [
  "birthYear",
  "raceEthnicity",
  "genderIdentity",
  "religion",
  "biologicalSex",
  "workDescription",
  "sexualOrientation",
  "parentingStyle",
] as const;
export const LOCATION_FIELDS = ["birthLocation", "grewUpLocation", "currentLocation"] as const;

/** docs/product.md#entities: all text, all optional, no validation beyond size. */
export const DemographicsSchema = z.object({
  birthYear: field,
  raceEthnicity: field,
  genderIdentity: field,
  religion: field,
  biologicalSex: field,
  workDescription: field,
  sexualOrientation: field,
  parentingStyle: field,
  birthLocation: z.optional(LocationSchema),
  grewUpLocation: z.optional(LocationSchema),
  currentLocation: z.optional(LocationSchema),
});
export type Demographics = z.infer<typeof DemographicsSchema>;
