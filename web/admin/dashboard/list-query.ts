// The responses list's search and team filter live in its URL query (/admin?search=…&team=…), so the
// browser's Back from a detail and a reload both return to the same list (docs/admin.md, decision 046).

export type ListQuery = { search: string; team: string };

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return { search: params.get("search") ?? "", team: params.get("team") ?? "" };
}

/** The query string without "?", empty values left out; "" for the plain list. */
export function formatListQuery(q: ListQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.team) params.set("team", q.team);
  return params.toString();
}
