// The responses list's search and filters live in its URL query (/admin?search=…&team=…&language=…), so the
// browser's Back from a detail and a reload both return to the same list (docs/admin.md, decision 046).
import { isLanguage } from "../../../schema/assessment/languages";
import type { ListFilter } from "../api/list-responses";

export function parseListQuery(search: string): ListFilter {
  const params = new URLSearchParams(search);
  const language = params.get("language");
  // A language we do not ship (a hand-edited address) would only make the server answer 400: the list shows all.
  return { search: params.get("search") ?? "", team: params.get("team") ?? "", language: isLanguage(language) ? language : "" };
}

/** The query string without "?", empty values left out; "" for the plain list. */
export function formatListQuery(q: ListFilter): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.team) params.set("team", q.team);
  if (q.language) params.set("language", q.language);
  return params.toString();
}
