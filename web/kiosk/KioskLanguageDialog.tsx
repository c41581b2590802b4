import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isLanguage, type Language } from "../../schema/assessment/languages";
import { LanguageOptions } from "../ui/LanguageOptions";
import { StaffFormDialog } from "./StaffFormDialog";

/**
 * The kiosk's default language, from the staff menu (docs/languages.md#choosing-the-language): each next respondent,
 * and an idle reset, start in it; a respondent can still choose another on the first screen.
 */
export function KioskLanguageDialog({
  language,
  onClose,
  onSave,
}: {
  language: Language;
  onClose: () => void;
  onSave: (language: Language) => Promise<null>;
}) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(language);
  return (
    <StaffFormDialog
      title={t`Language for this kiosk`}
      description={t`Each new respondent on this device starts in this language, also after the tablet resets itself when left idle. They can still choose another on the first screen.`}
      submitLabel={t`Save language`}
      onClose={onClose}
      onSubmit={() => onSave(chosen)}
    >
      <label htmlFor="kiosk-language" className="font-semibold">
        <Trans>Default language</Trans>
      </label>
      <select
        id="kiosk-language"
        className="field"
        value={chosen}
        onChange={(e) => isLanguage(e.target.value) && setChosen(e.target.value)}
      >
        <LanguageOptions />
      </select>
    </StaffFormDialog>
  );
}
