import { ResponseUpdateSchema, type ResponseDetail, type ResponseUpdate } from "../../../schema/records/admin";
import { DEMOGRAPHIC_TEXT_FIELDS, LOCATION_FIELDS, type Demographics } from "../../../schema/assessment/demographics";

export const PROFILE_FIELDS = [
  { name: "name", label: "Full Name", type: "text" },
  { name: "email", label: "Email Address", type: "email" },
  { name: "phoneNumber", label: "Phone Number", type: "tel" },
  { name: "jobTitle", label: "Job Title", type: "text" },
  { name: "companyWebsite", label: "Company Website", type: "text" },
  { name: "linkedinProfile", label: "LinkedIn Profile URL", type: "url" },
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number]["name"];

export const LOCATION_PARTS = ["zipcode", "city", "state", "country"] as const;
type LocationField = (typeof LOCATION_FIELDS)[number];
type LocationPart = (typeof LOCATION_PARTS)[number];

/** Demographic answers by path: "birthYear", "birthLocation.city", ... (every value a string while editing). */
export type DemographicsDraft = Record<string, string>;

export type Draft = {
  profile: Record<ProfileField, string>;
  finalType: { intrinsicAttraction: string; extrinsicPursuer: string };
  demographics: DemographicsDraft;
};

export function flattenDemographics(data: Demographics | null | undefined): DemographicsDraft {
  const flat: DemographicsDraft = {};
  for (const f of DEMOGRAPHIC_TEXT_FIELDS) flat[f] = data?.[f] ?? "";
  for (const loc of LOCATION_FIELDS) for (const part of LOCATION_PARTS) flat[`${loc}.${part}`] = data?.[loc]?.[part] ?? "";
  return flat;
}

/** Back to the stored shape; blank answers are left out, and a survey with no answers is null. */
export function demographicsFrom(flat: DemographicsDraft): Demographics | null {
  const out: Demographics = {};
  for (const f of DEMOGRAPHIC_TEXT_FIELDS) {
    const v = flat[f]?.trim();
    if (v) out[f] = v;
  }
  for (const loc of LOCATION_FIELDS) {
    const place: Partial<Record<LocationPart, string>> = {};
    for (const part of LOCATION_PARTS) {
      const v = flat[`${loc}.${part}`]?.trim();
      if (v) place[part] = v;
    }
    if (Object.keys(place).length) out[loc as LocationField] = place;
  }
  return Object.keys(out).length ? out : null;
}

export function draftFrom(record: ResponseDetail): Draft {
  return {
    profile: {
      name: record.name,
      email: record.email,
      phoneNumber: record.phoneNumber ?? "",
      jobTitle: record.jobTitle,
      companyWebsite: record.companyWebsite ?? "",
      linkedinProfile: record.linkedinProfile,
    },
    finalType: {
      intrinsicAttraction: record.finalType?.intrinsicAttraction ?? "",
      extrinsicPursuer: record.finalType?.extrinsicPursuer ?? "",
    },
    demographics: flattenDemographics(record.demographicData),
  };
}

/**
 * Only what the admin changed. Sending an unchanged final type would mark it as a manual override
 * (docs/architecture.md#scoring), so untouched fields stay out of the PATCH.
 */
export function changesOf(record: ResponseDetail, draft: Draft): ResponseUpdate {
  const base = draftFrom(record);
  const update: ResponseUpdate = {};
  for (const { name } of PROFILE_FIELDS) if (draft.profile[name] !== base.profile[name]) update[name] = draft.profile[name];
  if (
    draft.finalType.intrinsicAttraction !== base.finalType.intrinsicAttraction ||
    draft.finalType.extrinsicPursuer !== base.finalType.extrinsicPursuer
  ) {
    update.finalType = { ...draft.finalType };
  }
  // A role that was not sent the demographics (schema/identity/roles.ts) never sends any back.
  if (record.demographicData === undefined) return update;
  const next = demographicsFrom(draft.demographics);
  if (JSON.stringify(next) !== JSON.stringify(demographicsFrom(base.demographics))) update.demographicData = next;
  return update;
}

/** Field errors keyed by path ("email", "finalType.extrinsicPursuer", "demographicData.birthLocation.city"). */
export type FieldErrors = Record<string, string>;

export function validateUpdate(update: ResponseUpdate): { ok: true; data: ResponseUpdate } | { ok: false; errors: FieldErrors } {
  const parsed = ResponseUpdateSchema.safeParse(update);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The DOM id of the input editing `path`, so the first invalid field can take focus. */
export const fieldId = (path: string) => `edit-${path.replace(/\./g, "-")}`;
