// The admin's addresses (docs/admin.md#the-dashboards-addresses, decision 070): every view has its own path under
// /admin, so a reload, a bookmark, Back and Forward land on it. Paths here are relative to /admin, as the admin's
// nested router reads them ("/", "/teams/abc").

export type AdminView =
  | { name: "responses" }
  | { name: "response"; id: string }
  | { name: "live" }
  | { name: "insights" }
  | { name: "teams" }
  | { name: "team"; id: string }
  | { name: "users" }
  | { name: "audit" };

const SECTIONS = {
  live: { name: "live" },
  insights: { name: "insights" },
  teams: { name: "teams" },
  users: { name: "users" },
  audit: { name: "audit" },
} as const;
const isSection = (s: string): s is keyof typeof SECTIONS => Object.hasOwn(SECTIONS, s);

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment) || null;
  } catch {
    return null;
  }
};

/** The view a path names, or null for an address the admin does not have. A trailing slash is the same address. */
export function adminView(path: string): AdminView | null {
  const parts = path.split("?")[0]!.split("/").filter(Boolean);
  if (parts.length === 0) return { name: "responses" };
  const [first, second] = parts;
  if (parts.length === 1 && isSection(first!)) return SECTIONS[first];
  const id = parts.length === 2 ? decoded(second!) : null;
  if (id && first === "responses") return { name: "response", id };
  if (id && first === "teams") return { name: "team", id };
  return null;
}

/** The path of a view (the responses list's is the admin's root, its filters in the query). */
export function adminPath(view: AdminView): string {
  switch (view.name) {
    case "responses":
      return "/";
    case "response":
      return `/responses/${encodeURIComponent(view.id)}`;
    case "team":
      return `/teams/${encodeURIComponent(view.id)}`;
    default:
      return `/${view.name}`;
  }
}

/** One key per view, to tell a move between views from a render of the same one. */
export const viewKey = (view: AdminView): string => adminPath(view);
