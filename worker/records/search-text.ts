import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { FinalType } from "../../schema/assessment/scoring";

type Searchable = { name: string; email: string; jobTitle: string; companyWebsite?: string | null };
type TypeParts = { intrinsicAttraction?: string | null; extrinsicPursuer?: string | null };

const SEP = "\u001f";

/** The respondent's own searchable fields, lower-cased, each ending with a separator so no match spans two fields. */
export function searchPrefixOf(r: Searchable): string {
  return [r.name, r.email, r.jobTitle, r.companyWebsite ?? "", ""].join(SEP).toLowerCase();
}

/**
 * The assigned type as the admin list shows it (web/admin/format/assigned-type.ts), "energizer / controller",
 * so a search for what is on screen finds it; a part without a type yet is empty, both empty is "".
 * Separators are dropped so the type is always the text after the last one (the save path relies on it).
 */
export function typeTextOf(finalType: TypeParts | null): string {
  const a = finalType?.intrinsicAttraction ?? "";
  const b = finalType?.extrinsicPursuer ?? "";
  return a || b ? `${a} / ${b}`.replaceAll(SEP, "").toLowerCase() : "";
}

/**
 * docs/product.md#constants search fields (and the assigned type) lower-cased into one column, so a search is one instr().
 * Migration 0004 rewrote existing rows into this shape; change both together.
 */
export function searchTextOf(r: Searchable, finalType: FinalType | null): string {
  return searchPrefixOf(r) + typeTextOf(finalType);
}

/**
 * The type part of a stored search text: what follows its last separator. SQLite's lower() folds ASCII only,
 * so an admin's type (lower-cased here when it was set) is kept rather than recomputed in SQL.
 */
export function storedTypeText(searchText: SQLiteColumn): SQL {
  return sql`substr(${searchText}, length(rtrim(${searchText}, replace(${searchText}, char(31), ''))) + 1)`;
}
