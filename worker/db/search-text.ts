import type { FinalType } from "../../schema/scoring";

type Searchable = { name: string; email: string; jobTitle: string; companyWebsite?: string | null };

const SEP = "\u001f";

/** The respondent's own searchable fields, lower-cased, ending with a separator. */
export function searchPrefixOf(r: Searchable): string {
  return [r.name, r.email, r.jobTitle, r.companyWebsite ?? "", ""].join(SEP).toLowerCase();
}

/** SPEC §9 search fields (and both final types), lower-cased into one column so a search is one LIKE. */
export function searchTextOf(r: Searchable, finalType: FinalType | null): string {
  return searchPrefixOf(r) + [finalType?.intrinsicAttraction ?? "", finalType?.extrinsicPursuer ?? ""].join(SEP).toLowerCase();
}
