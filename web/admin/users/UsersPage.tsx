import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { isRole, ROLE_LABEL, ROLES, type AdminUser, type Role } from "../../../schema/roles";
import { changeUserRole, removeUser, useChangeUsers } from "../api/change-users";
import { hasStatus, HttpError } from "../api/http";
import { useAdminConfig } from "../api/get-config";
import { useUsers } from "../api/list-users";
import { useAdminUser } from "../session/admin-user";
import { Cell, ColumnHeader, HeadRow, Row, Table } from "../../ui/Table";
import { Card } from "../ui/Card";
import { LoadError } from "../ui/LoadError";
import { InviteForm } from "./InviteForm";
import { LinkSsoButton } from "./LinkSsoButton";
import { RolesExplained } from "./RolesExplained";

const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

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
          <div className="overflow-x-auto">
            <Table look="lines">
              <HeadRow>
                <ColumnHeader>Name</ColumnHeader>
                <ColumnHeader>Email</ColumnHeader>
                <ColumnHeader>Role</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">Actions</span>
                </ColumnHeader>
              </HeadRow>
              <tbody>
                {users.data.items.map((u) => {
                  const fixed = u.passwordOwner || u.email === me.email;
                  return (
                    <Row key={u.id} data-testid="user-row">
                      <Cell>{u.name ?? <span className="text-slate-700">Not signed in yet</span>}</Cell>
                      <Cell className="break-all">{u.email}</Cell>
                      <Cell>
                        {fixed ? (
                          <span>
                            {ROLE_LABEL[u.role]}
                            <span className="text-slate-700 text-sm"> {u.passwordOwner ? "(password sign-in)" : "(you)"}</span>
                          </span>
                        ) : (
                          <select
                            className="field w-auto"
                            aria-label={`Role of ${u.email}`}
                            value={u.role}
                            disabled={change.pending}
                            onChange={(e) => isRole(e.target.value) && void setRole(u, e.target.value)}
                          >
                            {ROLES.map((r) => (
                              <option key={r} value={r}>
                                {ROLE_LABEL[r]}
                              </option>
                            ))}
                          </select>
                        )}
                      </Cell>
                      <Cell className="text-end">
                        {u.passwordOwner && u.email === me.email && sso && <LinkSsoButton />}
                        {!fixed && (
                          <button type="button" className="btn-secondary" disabled={change.pending} onClick={() => setRemoving(u)}>
                            Remove<span className="sr-only"> {u.email}</span>
                          </button>
                        )}
                      </Cell>
                    </Row>
                  );
                })}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
      <RolesExplained />
      {removing && (
        <Suspense fallback={null}>
          <AdminConfirmDialog
            title={`Remove ${removing.email}?`}
            description="They can no longer sign in, and any session they have open ends now. You can invite them again later."
            confirmLabel="Remove user"
            pendingLabel="Removing..."
            pending={change.pending}
            error={removeError}
            onConfirm={() => void confirmRemove()}
            onClose={() => {
              setRemoving(null);
              setRemoveError(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
