import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS } from "../../schema/kiosk-pin";
import { kioskLabel, MAX_LABEL_LENGTH } from "../../schema/kiosk-settings";
import { isTeamCode } from "../../schema/team-api";
import { ExportedDialog, type Exported } from "./ExportedDialog";
import { KioskLanguageDialog } from "./KioskLanguageDialog";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";
import { saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };
type Open = null | "leave" | "team" | "language" | "label" | "export" | "exported";

/** Setting the staff PIN when kiosk mode is switched on; behind it, binding the kiosk to a team, its language, exporting answers and leaving kiosk mode. */
export function KioskControls({ settings, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const [teamCode, setTeamCode] = useState("");
  const [label, setLabel] = useState("");
  const [newPin, setNewPin] = useState("");
  const [exported, setExported] = useState<Exported | null>(null);
  const pin = settings.pin;
  const apply = async (next: KioskSettings) => {
    await saveKiosk(next);
    setOpen(null);
    onChange(next);
    // A new name or team reaches the live board at once (docs/offline.md#health-reports-from-devices).
    if (next.label !== settings.label || next.teamCode !== settings.teamCode)
      void import("../sync/health-report").then((m) => m.sendHealth());
  };
  // The PIN's length rule, in the language's digits, and the bound team: whole sentences, joined.
  const [min, max] = [i18n.number(MIN_PIN_DIGITS), i18n.number(MAX_PIN_DIGITS)];
  const labelMax = i18n.number(MAX_LABEL_LENGTH);
  const code = settings.teamCode;
  const teamNote = code ? ` ${t`New respondents join the team with the code ${code}.`}` : "";
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-2 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="min-h-11 px-3 text-sm text-slate-700 underline"
          onClick={() => {
            setTeamCode(settings.teamCode ?? "");
            setOpen("team");
          }}
        >
          <Trans>Staff: team</Trans>
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("language")}>
          <Trans>Staff: language</Trans>
        </button>
        <button
          type="button"
          className="min-h-11 px-3 text-sm text-slate-700 underline"
          onClick={() => {
            setLabel(settings.label ?? "");
            setOpen("label");
          }}
        >
          <Trans>Staff: tablet name</Trans>
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("export")}>
          <Trans>Staff: export answers</Trans>
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("leave")}>
          <Trans>Staff: leave kiosk mode</Trans>
        </button>
      </div>
      {pin?.kind === "unreadable" && open !== null && (
        <p role="alert" className="mx-auto max-w-3xl px-4 pt-2 text-sm text-slate-700">
          <Trans>
            This kiosk&apos;s staff PIN cannot be read, so no PIN opens its staff screens. Answers still upload. To leave kiosk mode, clear
            this site&apos;s data in the browser&apos;s settings once nothing is waiting to upload.
          </Trans>
        </p>
      )}
      {settings.enabled && !pin && (
        <PinDialog
          title={t`Set a staff PIN for kiosk mode`}
          description={`${t`Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (${min} to ${max} digits) that staff will need to leave kiosk mode.`}${teamNote}`}
          submitLabel={t`Start kiosk mode`}
          pin="new"
          onPin={async (entered) => {
            await apply({ ...settings, pin: await hashNewPin(entered) });
            return null;
          }}
        />
      )}
      {settings.enabled && pin?.kind === "legacy-sha256" && (
        <PinDialog
          title={t`Set a new staff PIN`}
          description={t`This kiosk's PIN was set by an earlier version of the app, which allowed 4 digits. Enter it once more, and choose a new PIN of ${min} to ${max} digits.`}
          submitLabel={t`Save the new PIN`}
          pin={pin}
          validate={() => (isPinFormat(newPin) ? null : t`The new PIN needs ${min} to ${max} digits.`)}
          onPin={async () => {
            await apply({ ...settings, pin: await hashNewPin(newPin) });
            setNewPin("");
            return null;
          }}
        >
          <label htmlFor="kiosk-new-pin" className="font-semibold">
            <Trans>New staff PIN</Trans>
          </label>
          <input
            id="kiosk-new-pin"
            className="field"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={newPin}
            onChange={(e) => setNewPin(e.target.value)}
          />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "leave" && (
        <PinDialog
          title={t`Leave kiosk mode`}
          description={t`Enter the staff PIN to leave kiosk mode on this device.`}
          submitLabel={t`Leave kiosk mode`}
          pin={pin}
          onClose={() => setOpen(null)}
          onPin={async () => {
            await apply({ ...settings, enabled: false });
            return null;
          }}
        />
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "team" && (
        <PinDialog
          title={t`Team for this kiosk`}
          description={t`Every respondent on this device joins the team with this join code (the code at the end of the team's invite link). Leave it empty for no team.`}
          submitLabel={t`Save team`}
          pin={pin}
          onClose={() => setOpen(null)}
          validate={() => (teamCode.trim() && !isTeamCode(teamCode.trim()) ? t`A join code is 10 to 64 letters, digits, - or _.` : null)}
          onPin={async () => {
            await apply({ ...settings, teamCode: teamCode.trim() || null });
            return null;
          }}
        >
          <StaffField id="kiosk-team" label={t`Team join code`} value={teamCode} onChange={setTeamCode} />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "label" && (
        <PinDialog
          title={t`Name of this tablet`}
          description={t`The name staff see for this tablet on the admin's live board, e.g. Tablet 3. Leave it empty for none.`}
          submitLabel={t`Save name`}
          pin={pin}
          onClose={() => setOpen(null)}
          validate={() => (label.trim().length > MAX_LABEL_LENGTH ? t`A name is at most ${labelMax} characters.` : null)}
          onPin={async () => {
            await apply({ ...settings, label: kioskLabel(label) });
            return null;
          }}
        >
          <StaffField id="kiosk-label" label={t`Tablet name`} value={label} onChange={setLabel} maxLength={MAX_LABEL_LENGTH} />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "language" && (
        <KioskLanguageDialog
          language={settings.language}
          pin={pin}
          onClose={() => setOpen(null)}
          onSave={(language) => apply({ ...settings, language })}
        />
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "export" && (
        <PinDialog
          title={t`Export answers`}
          description={t`Saves every answer on this tablet that has not reached the server (and any the server refused) to a file sealed with a passphrase the tablet chooses and shows you once, for an admin to import. The tablet still uploads them when it can; nothing is counted twice.`}
          submitLabel={t`Export`}
          pin={pin}
          onClose={() => setOpen(null)}
          onPin={async () => {
            // The sealing code and its word list load only when staff export (docs/offline.md, escape hatch).
            const { download, exportQueue, queueCounts } = await import("./export-queue");
            const counts = await queueCounts();
            if (counts.pending + counts.failed === 0) return t`Nothing to export: every answer on this tablet has been uploaded.`;
            const file = await exportQueue();
            download(file.blob, file.filename);
            setExported({ filename: file.filename, pending: file.pending, failed: file.failed, passphrase: file.passphrase });
            setOpen("exported");
            return null;
          }}
        />
      )}
      {open === "exported" && exported && (
        <ExportedDialog
          exported={exported}
          onClose={() => {
            setExported(null);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}

/** A staff setting's text field inside its PIN dialog (the team's join code, the tablet's name). */
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
