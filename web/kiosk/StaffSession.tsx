import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Pbkdf2Pin } from "../../schema/kiosk-pin";
import { kioskLabel, MAX_LABEL_LENGTH } from "../../schema/kiosk-settings";
import { isTeamCode } from "../../schema/team-code";
import { ExportedDialog, type Exported } from "./ExportedDialog";
import { KioskLanguageDialog } from "./KioskLanguageDialog";
import { PinDialog } from "./PinDialog";
import type { KioskSettings } from "./settings";
import { StaffFormDialog } from "./StaffFormDialog";
import { StaffMenu, type StaffAction } from "./StaffMenu";

type Props = { settings: KioskSettings; pin: Pbkdf2Pin; onSave: (next: KioskSettings) => Promise<void>; onClose: () => void };

/**
 * One opening of the staff menu: the PIN first, then the menu and the action chosen in it. Mounted only while open, so
 * every opening starts again at the PIN (decision 065); closing any of its dialogs ends it.
 */
export function StaffSession({ settings, pin, onSave, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [stage, setStage] = useState<"pin" | "menu" | StaffAction>("pin");
  const [teamCode, setTeamCode] = useState(settings.teamCode ?? "");
  const [label, setLabel] = useState(settings.label ?? "");
  const [exported, setExported] = useState<Exported | null>(null);
  const apply = async (next: KioskSettings) => {
    await onSave(next);
    onClose();
    // The health reporter listens: a new name or team reaches the live board at once (docs/offline.md#health-reports-from-devices).
    void import("../sync/sync-events").then((m) => m.announce("kioskSaved", { before: settings, after: next }));
    return null;
  };
  const labelMax = i18n.number(MAX_LABEL_LENGTH);

  if (exported) return <ExportedDialog exported={exported} onClose={onClose} />;
  switch (stage) {
    case "pin":
      return (
        <PinDialog
          title={t`Staff menu`}
          description={t`Enter the staff PIN to open the staff menu.`}
          submitLabel={t`Open`}
          pin={pin}
          onClose={onClose}
          onPin={async () => {
            setStage("menu");
            return null;
          }}
        />
      );
    case "menu":
      return <StaffMenu onChoose={setStage} onClose={onClose} />;
    case "team":
      return (
        <StaffFormDialog
          title={t`Team for this kiosk`}
          description={t`Every respondent on this device joins the team with this join code (the code at the end of the team's invite link). Leave it empty for no team.`}
          submitLabel={t`Save team`}
          onClose={onClose}
          onSubmit={async () =>
            teamCode.trim() && !isTeamCode(teamCode.trim())
              ? t`A join code is 10 to 64 letters, digits, - or _.`
              : apply({ ...settings, teamCode: teamCode.trim() || null })
          }
        >
          <StaffField id="kiosk-team" label={t`Team join code`} value={teamCode} onChange={setTeamCode} />
        </StaffFormDialog>
      );
    case "label":
      return (
        <StaffFormDialog
          title={t`Name of this tablet`}
          description={t`The name staff see for this tablet on the admin's live board, e.g. Tablet 3. Leave it empty for none.`}
          submitLabel={t`Save name`}
          onClose={onClose}
          onSubmit={async () =>
            label.trim().length > MAX_LABEL_LENGTH
              ? t`A name is at most ${labelMax} characters.`
              : apply({ ...settings, label: kioskLabel(label) })
          }
        >
          <StaffField id="kiosk-label" label={t`Tablet name`} value={label} onChange={setLabel} maxLength={MAX_LABEL_LENGTH} />
        </StaffFormDialog>
      );
    case "language":
      return <KioskLanguageDialog language={settings.language} onClose={onClose} onSave={(language) => apply({ ...settings, language })} />;
    case "export":
      return (
        <StaffFormDialog
          title={t`Export answers`}
          description={t`Saves every answer on this tablet that has not reached the server (and any the server refused) to a file sealed with a passphrase the tablet chooses and shows you once, for an admin to import. The tablet still uploads them when it can; nothing is counted twice.`}
          submitLabel={t`Export`}
          onClose={onClose}
          onSubmit={async () => {
            // The sealing code and its word list load only when staff export (docs/offline.md, escape hatch).
            const { download, exportQueue, queueCounts } = await import("./export-queue");
            const counts = await queueCounts();
            if (counts.pending + counts.failed === 0) return t`Nothing to export: every answer on this tablet has been uploaded.`;
            const file = await exportQueue();
            download(file.blob, file.filename);
            setExported({ filename: file.filename, pending: file.pending, failed: file.failed, passphrase: file.passphrase });
            return null;
          }}
        />
      );
    case "leave":
      return (
        <StaffFormDialog
          title={t`Leave kiosk mode`}
          description={t`This device stops resetting between respondents and shows no staff menu. Answers waiting to upload still upload.`}
          submitLabel={t`Leave kiosk mode`}
          onClose={onClose}
          onSubmit={() => apply({ ...settings, enabled: false })}
        />
      );
  }
}

/** A staff setting's text field (the team's join code, the tablet's name). */
function StaffField({
  id,
  label,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        className="field"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
