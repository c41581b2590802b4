import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Pbkdf2Pin } from "../../schema/kiosk/kiosk-pin";
import { ExportAnswersDialog } from "./ExportAnswersDialog";
import { ExportedDialog, type Exported } from "./ExportedDialog";
import { KioskLanguageDialog } from "./KioskLanguageDialog";
import { KioskTeamDialog } from "./KioskTeamDialog";
import { LeaveKioskDialog } from "./LeaveKioskDialog";
import { PinDialog } from "./PinDialog";
import type { KioskSettings } from "./settings";
import { StaffMenu, type StaffAction } from "./StaffMenu";
import { TabletNameDialog } from "./TabletNameDialog";

type Props = { settings: KioskSettings; pin: Pbkdf2Pin; onSave: (next: KioskSettings) => Promise<void>; onClose: () => void };

/**
 * One opening of the staff menu: the PIN first, then the menu and the action chosen in it. Mounted only while open, so
 * every opening starts again at the PIN (decision 065); closing any of its dialogs ends it.
 */
export function StaffSession({ settings, pin, onSave, onClose }: Props) {
  const { t } = useLingui();
  const [stage, setStage] = useState<"pin" | "menu" | StaffAction>("pin");
  const [exported, setExported] = useState<Exported | null>(null);
  const apply = async (next: KioskSettings) => {
    await onSave(next);
    onClose();
    // The health reporter listens: a new name or team reaches the live board at once (docs/offline.md#health-reports-from-devices).
    void import("../sync/sync-events").then((m) => m.announce("kioskSaved", { before: settings, after: next }));
    return null;
  };

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
      return <KioskTeamDialog teamCode={settings.teamCode} onClose={onClose} onSave={(teamCode) => apply({ ...settings, teamCode })} />;
    case "label":
      return <TabletNameDialog label={settings.label} onClose={onClose} onSave={(label) => apply({ ...settings, label })} />;
    case "language":
      return <KioskLanguageDialog language={settings.language} onClose={onClose} onSave={(language) => apply({ ...settings, language })} />;
    case "export":
      return <ExportAnswersDialog onClose={onClose} onExported={setExported} />;
    case "leave":
      return <LeaveKioskDialog onClose={onClose} onLeave={() => apply({ ...settings, enabled: false })} />;
  }
}
