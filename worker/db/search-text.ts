import type { FinalType } from "../../schema/scoring";

type Searchable = { name: string; email: string; jobTitle: string; companyWebsite?: string | null };

/** SPEC §9 search fields, lower-cased into one column so a search is one LIKE. */
export function searchTextOf(r: Searchable, finalType: FinalType | null): string {
  return [r.name, r.email, r.jobTitle, r.companyWebsite ?? "", finalType?.intrinsicAttraction ?? "", finalType?.extrinsicPursuer ?? ""]
    .join("\u001f")
    .toLowerCase();
}
