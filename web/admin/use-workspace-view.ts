import { useEffect, useState } from "react";
import { useLocation, useRouter } from "wouter";
import type { Role } from "../../schema/identity/roles";
import { adminView, viewKey, type AdminView } from "../../schema/records/admin-views";
import { hrefOf, mayOpen } from "./router/AdminNav";

/**
 * The view the address asks for, if the role may open it; else the list, and the address is put right
 * (docs/admin.md#roles). `page` is the section shown, or under a response the one it was opened from (the list after
 * a deep link), which stays mounted beneath it.
 */
export function useWorkspaceView(role: Role): { view: AdminView; page: AdminView; responseId: string | null } {
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  const addressed = adminView(location);
  const allowed = addressed && mayOpen(role, addressed) ? addressed : null;
  const view: AdminView = allowed ?? { name: "responses" };
  useEffect(() => {
    if (!allowed) navigate(hrefOf({ name: "responses" }, base), { replace: true });
  }, [allowed, navigate, base]);

  const [behind, setBehind] = useState<AdminView>(view.name === "response" ? { name: "responses" } : view);
  if (view.name !== "response" && viewKey(view) !== viewKey(behind)) setBehind(view);
  return { view, page: view.name === "response" ? behind : view, responseId: view.name === "response" ? view.id : null };
}
