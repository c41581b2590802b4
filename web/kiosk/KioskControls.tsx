import { useState } from "react";
import { MIN_PASSPHRASE_LENGTH } from "../../schema/escape-file";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS } from "../../schema/kiosk-pin";
import { isTeamCode } from "../../schema/team-api";
import { download, exportQueue, queueCounts } from "./export-queue";
import Modal from "../ui/Modal";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";
import { saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };
type Open = null | "leave" | "team" | "export" | "exported";
type Exported = { filename: string; pending: number; failed: number };

const PIN_RULE = `${MIN_PIN_DIGITS} to ${MAX_PIN_DIGITS} digits`;

/** Setting the staff PIN when kiosk mode is switched on; behind it, binding the kiosk to a team, exporting answers and leaving kiosk mode. */
export function KioskControls({ settings, onChange }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [teamCode, setTeamCode] = useState("");
  const [newPin, setNewPin] = useState("");
  const [passphrase, setPassphrase] = useState("");
  const [confirm, setConfirm] = useState("");
  const [exported, setExported] = useState<Exported | null>(null);
  const pin = settings.pin;
  const apply = async (next: KioskSettings) => {
    await saveKiosk(next);
    setOpen(null);
    onChange(next);
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
            setPassphrase("");
            setConfirm("");
            setOpen("export");
          }}
        >
          Staff: export answers
        </button>
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen("leave")}>
          Staff: leave kiosk mode
        </button>
      </div>
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
          <label htmlFor="kiosk-team" className="font-semibold">
            Team join code
          </label>
          <input id="kiosk-team" className="field" autoComplete="off" spellCheck={false} value={teamCode} onChange={(e) => setTeamCode(e.target.value)} />
        </PinDialog>
      )}
      {pin?.kind === "pbkdf2-sha256" && open === "export" && (
        <PinDialog
          title="Export answers"
          description="Saves every answer on this tablet that has not reached the server (and any the server refused) to a file protected by a passphrase, for an admin to import. Give the file and the passphrase to the admin separately. The tablet still uploads them when it can; nothing is counted twice."
          submitLabel="Export"
          pin={pin}
          onClose={() => setOpen(null)}
          validate={() => {
            if (passphrase.length < MIN_PASSPHRASE_LENGTH) return `The passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`;
            return passphrase === confirm ? null : "The two passphrases differ.";
          }}
          onPin={async () => {
            const counts = await queueCounts();
            if (counts.pending + counts.failed === 0) return "Nothing to export: every answer on this tablet has been uploaded.";
            const file = await exportQueue(passphrase);
            download(file.blob, file.filename);
            setExported({ filename: file.filename, pending: file.pending, failed: file.failed });
            setPassphrase("");
            setConfirm("");
            setOpen("exported");
            return null;
          }}
        >
          <label htmlFor="kiosk-passphrase" className="font-semibold">
            Passphrase for the file
          </label>
          <input id="kiosk-passphrase" className="field" type="password" autoComplete="new-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
          <label htmlFor="kiosk-passphrase-again" className="font-semibold">
            Passphrase again
          </label>
          <input id="kiosk-passphrase-again" className="field" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </PinDialog>
      )}
      {open === "exported" && exported && (
        <Modal title="Answers exported" onClose={() => setOpen(null)}>
          <p className="m-0 text-sm" role="status">
            {`Saved ${exported.filename} with ${exported.pending} waiting and ${exported.failed} refused ${exported.pending + exported.failed === 1 ? "answer" : "answers"}. An admin imports it under Import a kiosk file, with the passphrase.`}
          </p>
        </Modal>
      )}
    </>
  );
}
