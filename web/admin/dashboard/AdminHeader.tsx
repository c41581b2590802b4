import type { AuthUser } from "../../../schema/records/admin";
import { can, ROLE_LABEL } from "../../../schema/identity/roles";
import { config } from "../../config";
import { Logo } from "../../ui/Logo";
import { logout } from "../api/logout";
import { useQueryClient } from "../api/query-context";
import { confirmLeave } from "../router/leave-guard";
import { displayName } from "../format/person";
import { Avatar } from "../ui/Avatar";
import { SignOutEverywhere } from "./SignOutEverywhere";

/**
 * docs/product.md#screens-and-routes: the signed-in admin (picture, first name or email) and Logout (a POST, so no foreign page can
 * trigger it); the role, and "Sign out everywhere" for owners only (docs/admin.md#roles).
 */
export function AdminHeader({ user, width = "max-w-7xl" }: { user: AuthUser; width?: string }) {
  const name = displayName(user);
  const client = useQueryClient();
  return (
    <header className="bg-white border-b border-slate-200">
      <div className={`mx-auto ${width} px-4 py-3 flex flex-wrap items-center justify-between gap-3`}>
        <div className="flex items-center gap-2 font-bold text-lg">
          <Logo />
          <span>{config.productName}</span>
          <span className="text-slate-700 font-normal">Admin</span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar imageUrl={user.profileImageUrl} name={name} />
          <span className="font-semibold" data-testid="admin-name">
            <span className="sr-only">Signed in as </span>
            {name}
          </span>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" data-testid="admin-role">
            <span className="sr-only">Role: </span>
            {ROLE_LABEL[user.role]}
          </span>
          {can(user.role, "revokeAllSessions") && <SignOutEverywhere />}
          <button type="button" className="btn-secondary" onClick={() => confirmLeave(() => void logout(client))}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
