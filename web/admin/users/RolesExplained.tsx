import { Card } from "../ui/Card";

/** What each role may do (docs/admin.md#roles; the rule itself is schema/identity/roles.ts). */
export function RolesExplained() {
  return (
    <Card title="Roles">
      <dl className="m-0 grid gap-3">
        <div>
          <dt className="font-semibold">Owner</dt>
          <dd className="m-0 text-slate-800">
            Everything an admin can do, plus managing users, reading the audit log and signing everyone out.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Admin</dt>
          <dd className="m-0 text-slate-800">
            Views, edits and exports responses, downloads or erases a respondent&apos;s data, and manages teams.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Viewer</dt>
          <dd className="m-0 text-slate-800">Views responses, statistics and insights; cannot edit, export or erase anything.</dd>
        </div>
      </dl>
    </Card>
  );
}
