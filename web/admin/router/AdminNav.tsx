import type { MouseEvent } from "react";
import { Link, useRouter } from "wouter";
import { adminPath, viewKey, type AdminView } from "../../../schema/records/admin-views";
import { can, type Permission, type Role } from "../../../schema/identity/roles";

/**
 * The views beyond the responses and the permission each needs (docs/admin.md#roles); a role without it gets no tab, and the address shows
 * the list.
 */
const VIEW_PERMISSION: Partial<Record<AdminView["name"], Permission>> = {
  teams: "teams",
  team: "teams",
  users: "manageUsers",
  audit: "readAudit",
};

export const mayOpen = (role: Role, view: AdminView): boolean => {
  const needed = VIEW_PERMISSION[view.name];
  return !needed || can(role, needed);
};

const ITEMS: { label: string; target: AdminView; current: (page: AdminView) => boolean }[] = [
  { label: "Responses", target: { name: "responses" }, current: (p) => p.name === "responses" },
  { label: "Insights", target: { name: "insights" }, current: (p) => p.name === "insights" },
  // Every role (docs/admin.md#the-live-board).
  { label: "Live board", target: { name: "live" }, current: (p) => p.name === "live" },
  { label: "Teams", target: { name: "teams" }, current: (p) => p.name === "teams" || p.name === "team" },
  { label: "Users", target: { name: "users" }, current: (p) => p.name === "users" },
  { label: "Audit log", target: { name: "audit" }, current: (p) => p.name === "audit" },
];

/** A view's address for a link or a navigation inside the admin: the list's is the admin's root itself, without a trailing slash. */
export const hrefOf = (view: AdminView, base: string): string => (view.name === "responses" ? `~${base || "/"}` : adminPath(view));

/**
 * The admin's sections the role may open, as links to their addresses (decision 070). `page` is the section shown (under a
 * response's detail, the one it was opened from), marked for assistive technology; `shown` is the view itself, whose link
 * does nothing (no second history entry for the same view).
 */
export function AdminNav({ page, shown, role, width }: { page: AdminView; shown: AdminView; role: Role; width: string }) {
  const { base } = useRouter();
  const items = ITEMS.filter((item) => mayOpen(role, item.target));
  return (
    <nav aria-label="Admin sections" className="bg-white border-b border-slate-200 print:hidden">
      <ul className={`mx-auto ${width} px-4 flex flex-wrap gap-2 list-none m-0 py-1`}>
        {items.map((item) => {
          const current = item.current(page);
          const here = viewKey(item.target) === viewKey(shown);
          return (
            <li key={item.label}>
              <Link
                href={hrefOf(item.target, base)}
                className={`inline-flex items-center no-underline min-h-11 px-4 font-semibold border-0 border-b-3 border-solid ${current ? "border-brand text-brand-dark" : "border-transparent text-slate-700"}`}
                aria-current={current ? "page" : undefined}
                onClick={(event: MouseEvent) => here && event.preventDefault()}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
