import { useState } from "react";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS } from "../../schema/kiosk-pin";
import { kioskLabel, MAX_LABEL_LENGTH } from "../../schema/kiosk-settings";
import { isTeamCode } from "../../schema/team-api";
import { ExportedDialog, type Exported } from "./ExportedDialog";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";
import { saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };
type Open = null | "leave" | "team" | "label" | "export" | "exported";

const PIN_RULE = `${MIN_PIN_DIGITS} to ${MAX_PIN_DIGITS} digits`;

/** Setting the staff PIN when kiosk mode is switched on; behind it, binding the kiosk to a team, exporting answers and leaving kiosk mode. */
export function KioskControls({ settings, onChange }: Props) {
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
  const teamNote = settings.teamCode ? ` New respondents join the team with the code ${settings.teamCode}.` : "";
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
          Staff: team
        </button>
        <button
          type="button"
          className="min-h-11 px-3 text-sm text-slate-700 underline"
          onClick={() => {
            setLabel(settings.label ?? "");
            setOpen("label");
          }}
        >
          Staff: tablet name
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("export")}>
          Staff: export answers
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("leave")}>
          Staff: leave kiosk mode
        </button>
      </div>
      {pin?.kind === "unreadable" && open !== null && (
        <p role="alert" className="mx-auto max-w-3xl px-4 pt-2 text-sm text-slate-700">
          This kiosk&apos;s staff PIN cannot be read, so no PIN opens its staff screens. Answers still upload. To leave kiosk mode, clear
          this site&apos;s data in the browser&apos;s settings once nothing is waiting to upload.
        </p>
      )}
      {settings.enabled && !pin && (
        <PinDialog
          title="Set a staff PIN for kiosk mode"
          description={`Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (${PIN_RULE}) that staff will need to leave kiosk mode.${teamNote}`}
          submitLabel="Start kiosk mode"
          pin="new"
          onPin={async (entered) => {
            await apply({ ...settings, pin: await hashNewPin(entered) });
            return null;
          }}
        />
      )}
      {settings.enabled && pin?.kind === "legacy-sha256" && (
        <PinDialog
          title="Set a new staff PIN"
          description={`This kiosk's PIN was set by an earlier version of the app, which allowed 4 digits. Enter it once more, and choose a new PIN of ${PIN_RULE}.`}
          submitLabel="Save the new PIN"
          pin={pin}
          validate={() => (isPinFormat(newPin) ? null : `The new PIN needs ${PIN_RULE}.`)}
          onPin={async () => {
            await apply({ ...settings, pin: await hashNewPin(newPin) });
            setNewPin("");
            return null;
          }}
        >
          <label htmlFor="kiosk-new-pin" className="font-semibold">
            New staff PIN
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
          title="Leave kiosk mode"
          description="Enter the staff PIN to leave kiosk mode on this device."
          submitLabel="Leave kiosk mode"
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
          title="Team for this kiosk"
          description="Every respondent on this device joins the team with this join code (the code at the end of the team's invite link). Leave it empty for no team."
          submitLabel="Save team"
          pin={pin}
          onClose={() => setOpen(null)}
          validate={() => (teamCode.trim() && !isTeamCode(teamCode.trim()) ? "A join code is 10 to 64 letters, digits, - or _." : null)}
          onPin={async () => {
            await apply({ ...settings, teamCode: teamCode.trim() || null });
            return null;
          }}
        >
          <StaffField id="kiosk-team" label="Team join code" value={teamCode} onChange={setTeamCode} />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "label" && (
        <PinDialog
          title="Name of this tablet"
          description="The name staff see for this tablet on the admin's live board, e.g. Tablet 3. Leave it empty for none."
          submitLabel="Save name"
          pin={pin}
          onClose={() => setOpen(null)}
          validate={() => (label.trim().length > MAX_LABEL_LENGTH ? `A name is at most ${MAX_LABEL_LENGTH} characters.` : null)}
          onPin={async () => {
            await apply({ ...settings, label: kioskLabel(label) });
            return null;
          }}
        >
          <StaffField id="kiosk-label" label="Tablet name" value={label} onChange={setLabel} maxLength={MAX_LABEL_LENGTH} />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "export" && (
        <PinDialog
          title="Export answers"
          description="Saves every answer on this tablet that has not reached the server (and any the server refused) to a file sealed with a passphrase the tablet chooses and shows you once, for an admin to import. The tablet still uploads them when it can; nothing is counted twice."
          submitLabel="Export"
          pin={pin}
          onClose={() => setOpen(null)}
          onPin={async () => {
            // The sealing code and its word list load only when staff export (docs/offline.md, escape hatch).
            const { download, exportQueue, queueCounts } = await import("./export-queue");
            const counts = await queueCounts();
            if (counts.pending + counts.failed === 0) return "Nothing to export: every answer on this tablet has been uploaded.";
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
