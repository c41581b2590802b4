import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { InviteUserSchema, isRole, ROLE_LABEL, ROLES, type Role } from "../../../schema/identity/roles";
import { inviteUser, useChangeUsers } from "../api/change-users";
import { hasStatus, HttpError } from "../api/http";
import { Card } from "../ui/Card";
import { TextField } from "../ui/TextField";

/** Adds an email to the allow-list; the person signs in with single sign-on under that email. */
export function InviteForm() {
  const change = useChangeUsers();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = InviteUserSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Valid email is required");
      document.getElementById("invite-email")?.focus();
      return;
    }
    setError(undefined);
    const result = await change.run(() => inviteUser(parsed.data));
    if (result.ok) {
      toast.success("User invited", { description: `${result.value.email} can now sign in as ${ROLE_LABEL[result.value.role]}` });
      setEmail("");
    } else if (!hasStatus(result.error, 401, 403)) {
      // 401 and 403 have their own toasts; anything else is said beside the field (e.g. 409 "already invited").
      setError(
        result.error instanceof HttpError
          ? (result.error.serverMessage ?? "The invitation failed. Try again.")
          : "The invitation failed. Check the connection and try again.",
      );
      document.getElementById("invite-email")?.focus();
    }
  }

  return (
    <Card title="Invite a user">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          error={error}
          className="flex-1 min-w-60"
        />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-semibold text-slate-800 mb-1">
            Role
          </label>
          <select
            id="invite-role"
            className="field w-auto"
            value={role}
            onChange={(e) => isRole(e.target.value) && setRole(e.target.value)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={change.pending}>
          {change.pending ? "Inviting..." : "Invite"}
        </button>
      </form>
    </Card>
  );
}
