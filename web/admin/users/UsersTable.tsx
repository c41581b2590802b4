import type { AdminUser, Role } from "../../../schema/identity/roles";
import { ColumnHeader, HeadRow, Table } from "../../ui/Table";
import { UserRow } from "./UserRow";

type Props = {
  users: AdminUser[];
  /** The signed-in owner's email: their own row's role is fixed. */
  meEmail: string;
  sso: boolean;
  /** A change is on its way: every control waits. */
  pending: boolean;
  onRole: (user: AdminUser, role: Role) => void;
  onRemove: (user: AdminUser) => void;
};

/** The allow-list: name, email, role and the actions, a row per user. */
export function UsersTable({ users, meEmail, sso, pending, onRole, onRemove }: Props) {
  return (
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
          {users.map((u) => (
            <UserRow
              key={u.id}
              user={u}
              isMe={u.email === meEmail}
              sso={sso}
              pending={pending}
              onRole={(role) => onRole(u, role)}
              onRemove={() => onRemove(u)}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
