import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isTeamCode } from "../../schema/teams/team-code";
import { StaffField } from "./StaffField";
import { StaffFormDialog } from "./StaffFormDialog";

/** The team every respondent on this kiosk joins (docs/teams.md), from the staff menu: a join code, or none. */
export function KioskTeamDialog({
  teamCode,
  onClose,
  onSave,
}: {
  teamCode: string | null;
  onClose: () => void;
  onSave: (teamCode: string | null) => Promise<null>;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState(teamCode ?? "");
  return (
    <StaffFormDialog
      title={t`Team for this kiosk`}
      description={t`Every respondent on this device joins the team with this join code (the code at the end of the team's invite link). Leave it empty for no team.`}
      submitLabel={t`Save team`}
      onClose={onClose}
      onSubmit={async () =>
        code.trim() && !isTeamCode(code.trim()) ? t`A join code is 10 to 64 letters, digits, - or _.` : onSave(code.trim() || null)
      }
    >
      <StaffField id="kiosk-team" label={t`Team join code`} value={code} onChange={setCode} />
    </StaffFormDialog>
  );
}
