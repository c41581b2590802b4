import { can, type Permission, type Role } from "../../../schema/roles";

export type Page =
  { name: "responses" } | { name: "live" } | { name: "teams" } | { name: "team"; id: string } | { name: "users" } | { name: "audit" };

/** The sections beyond the responses and the permission each needs (docs/admin.md#roles); a role without it does not see the tab. */
export const PAGE_PERMISSION: Partial<Record<Page["name"], Permission>> = {
  teams: "teams",
  team: "teams",
  users: "manageUsers",
  audit: "readAudit",
};

const ITEMS: { label: string; target: Page; current: (page: Page) => boolean }[] = [
  { label: "Responses", target: { name: "responses" }, current: (p) => p.name === "responses" },
  // Every role (docs/admin.md#the-live-board).
  { label: "Live board", target: { name: "live" }, current: (p) => p.name === "live" },
  { label: "Teams", target: { name: "teams" }, current: (p) => p.name === "teams" || p.name === "team" },
  { label: "Users", target: { name: "users" }, current: (p) => p.name === "users" },
  { label: "Audit log", target: { name: "audit" }, current: (p) => p.name === "audit" },
];

/** The admin's sections the role may open; the current one is marked for assistive technology. */
export function AdminNav({ page, onGo, role }: { page: Page; onGo: (page: Page) => void; role: Role }) {
  const items = ITEMS.filter((item) => {
    const needed = PAGE_PERMISSION[item.target.name];
    return !needed || can(role, needed);
  });
  // A bar of one tab would say nothing (every role has the responses and the live board).
  if (items.length < 2) return null;
  return (
    <nav aria-label="Admin sections" className="bg-white border-b border-slate-200 print:hidden">
      <ul className="mx-auto max-w-7xl px-4 flex flex-wrap gap-2 list-none m-0 py-1">
        {items.map((item) => {
          const current = item.current(page);
          return (
            <li key={item.label}>
              <button
                type="button"
                className={`min-h-11 px-4 font-semibold border-0 border-b-3 border-solid bg-transparent cursor-pointer ${current ? "border-brand text-brand-dark" : "border-transparent text-slate-700"}`}
                aria-current={current ? "page" : undefined}
                onClick={() => onGo(item.target)}
              >
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
