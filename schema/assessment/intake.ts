import * as z from "zod/mini";
import { AUDIENCES } from "../constants";

const MAX_TEXT = 500;
const text = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(MAX_TEXT, "Must be 500 characters or fewer"));
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(MAX_TEXT, "Must be 500 characters or fewer")));

export const INTAKE_MESSAGES = {
  name: "Name is required",
  email: "Valid email is required",
  jobTitle: "Job title is required",
  linkedinProfile: "Valid LinkedIn profile URL is required",
} as const;

const email = z.email({ error: INTAKE_MESSAGES.email }).check(z.maxLength(MAX_TEXT, INTAKE_MESSAGES.email));
const linkedin = z
  .url({ error: INTAKE_MESSAGES.linkedinProfile, protocol: /^https?$/ })
  .check(z.maxLength(MAX_TEXT, INTAKE_MESSAGES.linkedinProfile));

/** docs/product.md#validation intake form; the same schema validates the web form and the worker. */
export const IntakeSchema = z.object({
  name: text(INTAKE_MESSAGES.name),
  email,
  phoneNumber: optionalText,
  jobTitle: text(INTAKE_MESSAGES.jobTitle),
  companyWebsite: optionalText,
  linkedinProfile: linkedin,
  userFlow: z.enum(AUDIENCES, { error: "User flow must be ceo, manager or ic" }),
});
export type Intake = z.infer<typeof IntakeSchema>;

export const IntakeFieldsSchema = z.omit(IntakeSchema, { userFlow: true });
export type IntakeFields = z.infer<typeof IntakeFieldsSchema>;

/** docs/product.md#validation update schema: every field optional, email and LinkedIn still format-checked. */
export const ProfileUpdateSchema = z.partial(
  z.object({
    name: text(INTAKE_MESSAGES.name),
    email,
    phoneNumber: optionalText,
    jobTitle: text(INTAKE_MESSAGES.jobTitle),
    companyWebsite: optionalText,
    linkedinProfile: linkedin,
  }),
);
