import { useState } from "react";
import { toast } from "sonner";
import { ROLE_LABEL, type AdminUser, type Role } from "../../../schema/identity/roles";
import { changeUserRole, removeUser, useChangeUsers } from "../api/change-users";
import { hasStatus, HttpError } from "../api/http";
import { useAdminConfig } from "../api/get-config";
import { useUsers } from "../api/list-users";
import { useAdminUser } from "../session/admin-user";
import { Card } from "../ui/Card";
import { LoadError } from "../ui/LoadError";
import { InviteForm } from "./InviteForm";
import { RemoveUserDialog } from "./RemoveUserDialog";
import { RolesExplained } from "./RolesExplained";
import { UsersTable } from "./UsersTable";

/** The server's own words for a refused change (409 "already invited", "cannot remove yourself"), else a generic one. */
function failure(error: unknown, fallback: string): string | null {
  if (hasStatus(error, 401, 403)) return null;
  return error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
}

/** docs/admin.md#single-sign-on-openid-connect, owner only: who may sign in with single sign-on, and with which role. */
export function UsersPage() {
  const users = useUsers();
  const me = useAdminUser();
  const change = useChangeUsers();
  const sso = useAdminConfig().data?.sso === true;
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function setRole(user: AdminUser, role: Role) {
    const result = await change.run(() => changeUserRole(user.id, role));
    if (result.ok) toast.success("Role changed", { description: `${user.email} is now ${ROLE_LABEL[role]} and was signed out` });
    else {
      const message = failure(result.error, "The role could not be changed");
      if (message) toast.error("Role not changed", { description: message });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveError(null);
    const result = await change.run(() => removeUser(removing.id));
    if (result.ok) {
      toast.success("User removed", { description: `${removing.email} can no longer sign in` });
      setRemoving(null);
    } else setRemoveError(failure(result.error, "The user could not be removed. Try again."));
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Users
        </h1>
        <p className="text-slate-700 mt-1 mb-0">
          Who may sign in with single sign-on, and what each may do. A changed role or a removal signs that person out at once.
        </p>
      </div>
      <InviteForm />
      <Card title="Allowed users">
        {users.status === "pending" && <p className="text-slate-700 m-0">Loading users...</p>}
        {users.status === "error" && <LoadError message="Failed to load the users" />}
        {users.data && (
          <UsersTable
            users={users.data.items}
            meEmail={me.email}
            sso={sso}
            pending={change.pending}
            onRole={(user, role) => void setRole(user, role)}
            onRemove={setRemoving}
          />
        )}
      </Card>
      <RolesExplained />
      {removing && (
        <RemoveUserDialog
          user={removing}
          pending={change.pending}
          error={removeError}
          onConfirm={() => void confirmRemove()}
          onClose={() => {
            setRemoving(null);
            setRemoveError(null);
          }}
        />
      )}
    </div>
  );
}
