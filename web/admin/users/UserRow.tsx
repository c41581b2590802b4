import { isRole, ROLE_LABEL, ROLES, type AdminUser, type Role } from "../../../schema/identity/roles";
import { Cell, Row } from "../../ui/Table";
import { LinkSsoButton } from "./LinkSsoButton";

type Props = {
  user: AdminUser;
  /** The signed-in owner's own row: its role is fixed, and it may link single sign-on to the password. */
  isMe: boolean;
  sso: boolean;
  pending: boolean;
  onRole: (role: Role) => void;
  onRemove: () => void;
};

/** One allowed user: a role to change and a Remove button, unless the role is fixed (the password's owner, or yourself). */
export function UserRow({ user, isMe, sso, pending, onRole, onRemove }: Props) {
  const fixed = user.passwordOwner || isMe;
  return (
    <Row data-testid="user-row">
      <Cell>{user.name ?? <span className="text-slate-700">Not signed in yet</span>}</Cell>
      <Cell className="break-all">{user.email}</Cell>
      <Cell>
        {fixed ? (
          <span>
            {ROLE_LABEL[user.role]}
            <span className="text-slate-700 text-sm"> {user.passwordOwner ? "(password sign-in)" : "(you)"}</span>
          </span>
        ) : (
          <select
            className="field w-auto"
            aria-label={`Role of ${user.email}`}
            value={user.role}
            disabled={pending}
            onChange={(e) => isRole(e.target.value) && onRole(e.target.value)}
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
        {user.passwordOwner && isMe && sso && <LinkSsoButton />}
        {!fixed && (
          <button type="button" className="btn-secondary" disabled={pending} onClick={onRemove}>
            Remove<span className="sr-only"> {user.email}</span>
          </button>
        )}
      </Cell>
    </Row>
  );
}
