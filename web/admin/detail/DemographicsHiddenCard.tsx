import { hasRole, PERMISSIONS, ROLE_LABEL, ROLES, type Role } from "../../../schema/identity/roles";
import { useAdminUser } from "../session/admin-user";
import { Card } from "../ui/Card";

/** e.g. "... hidden for the Viewer role and shown to Owners and Admins." */
export function demographicsHiddenText(role: Role): string {
  const readers = ROLES.filter((r) => hasRole(r, PERMISSIONS.readDemographics)).map((r) => `${ROLE_LABEL[r]}s`);
  return `Demographic answers are special-category personal data (GDPR Art. 9): they are hidden for the ${ROLE_LABEL[role]} role and shown to ${readers.join(" and ")}.`;
}

/** In place of the demographics for a role that may not read them; the server did not send them. */
export function DemographicsHiddenCard() {
  const { role } = useAdminUser();
  return (
    <Card title="Demographic Information">
      <p className="text-slate-700 m-0" data-testid="demographics-hidden">
        {demographicsHiddenText(role)}
      </p>
    </Card>
  );
}
