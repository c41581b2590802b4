import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Pbkdf2Pin } from "../../schema/kiosk-pin";
import { isLanguage, type Language } from "../../schema/languages";
import { LanguageOptions } from "../ui/LanguageOptions";
import { PinDialog } from "./PinDialog";

/**
 * The kiosk's default language, behind the staff PIN (docs/languages.md#choosing-the-language): each next respondent,
 * and an idle reset, start in it; a respondent can still choose another on the first screen.
 */
export function KioskLanguageDialog({
  language,
  pin,
  onClose,
  onSave,
}: {
  language: Language;
  pin: Pbkdf2Pin;
  onClose: () => void;
  onSave: (language: Language) => Promise<void>;
}) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(language);
  return (
    <PinDialog
      title={t`Language for this kiosk`}
      description={t`Each new respondent on this device starts in this language, also after the tablet resets itself when left idle. They can still choose another on the first screen.`}
      submitLabel={t`Save language`}
      pin={pin}
      onClose={onClose}
      onPin={async () => {
        await onSave(chosen);
        return null;
      }}
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
    </PinDialog>
  );
}
