import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { MIN_PASSPHRASE_LENGTH } from "../../schema/escape-file";
import { isTeamCode } from "../../schema/team-api";
import { download, exportQueue, queueCounts } from "./export-queue";
import Modal from "../ui/Modal";
import { hashPin, saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };
type Open = null | "leave" | "team" | "export" | "exported";
type Exported = { filename: string; pending: number; failed: number };

/** Setting the staff PIN when kiosk mode is switched on; behind it, binding the kiosk to a team and leaving kiosk mode. */
export function KioskControls({ settings, onChange }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [teamCode, setTeamCode] = useState("");
  const [passphrase, setPassphrase] = useState("");
  const [confirm, setConfirm] = useState("");
  const [exported, setExported] = useState<Exported | null>(null);
  const needsPin = settings.enabled && !settings.pinHash;
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
      {needsPin && (
        <PinDialog
          title="Set a staff PIN for kiosk mode"
          description={`Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (4 to 12 digits) that staff will need to leave kiosk mode.${teamNote}`}
          submitLabel="Start kiosk mode"
          onPin={async (pin) => {
            await apply({ ...settings, pinHash: await hashPin(pin) });
            return null;
          }}
        />
      )}
      {!needsPin && open === "leave" && (
        <PinDialog
          title="Leave kiosk mode"
          description="Enter the staff PIN to leave kiosk mode on this device."
          submitLabel="Leave kiosk mode"
          onClose={() => setOpen(null)}
          onPin={async (pin) => {
            if ((await hashPin(pin)) !== settings.pinHash) return "That PIN is not right.";
            await apply({ ...settings, enabled: false });
            return null;
          }}
        />
      )}
      {!needsPin && open === "team" && (
        <PinDialog
          title="Team for this kiosk"
          description="Every respondent on this device joins the team with this join code (the code at the end of the team's invite link). Leave it empty for no team."
          submitLabel="Save team"
          onClose={() => setOpen(null)}
          onPin={async (pin) => {
            const code = teamCode.trim();
            if (code && !isTeamCode(code)) return "A join code is 10 to 64 letters, digits, - or _.";
            if ((await hashPin(pin)) !== settings.pinHash) return "That PIN is not right.";
            await apply({ ...settings, teamCode: code || null });
            return null;
          }}
        >
          <label htmlFor="kiosk-team" className="font-semibold">
            Team join code
          </label>
          <input id="kiosk-team" className="field" autoComplete="off" spellCheck={false} value={teamCode} onChange={(e) => setTeamCode(e.target.value)} />
        </PinDialog>
      )}
      {!needsPin && open === "export" && (
        <PinDialog
          title="Export answers"
          description="Saves every answer on this tablet that has not reached the server (and any the server refused) to a file protected by a passphrase, for an admin to import. Give the file and the passphrase to the admin separately. The tablet still uploads them when it can; nothing is counted twice."
          submitLabel="Export"
          onClose={() => setOpen(null)}
          onPin={async (pin) => {
            if (passphrase.length < MIN_PASSPHRASE_LENGTH) return `The passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`;
            if (passphrase !== confirm) return "The two passphrases differ.";
            if ((await hashPin(pin)) !== settings.pinHash) return "That PIN is not right.";
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

function PinDialog(props: {
  title: string;
  description: string;
  submitLabel: string;
  onClose?: () => void;
  onPin: (pin: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,12}$/.test(pin)) return setError("Enter 4 to 12 digits.");
    setBusy(true);
    const problem = await props.onPin(pin).finally(() => setBusy(false));
    setError(problem);
    if (!problem) setPin("");
  };
  return (
    <Dialog open onClose={() => props.onClose?.()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-sm">
          <DialogTitle className="text-lg font-bold">{props.title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{props.description}</p>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
            {props.children}
            <label htmlFor="kiosk-pin" className="font-semibold">
              Staff PIN
            </label>
            <input
              id="kiosk-pin"
              className="field"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              aria-invalid={!!error}
              aria-describedby={error ? "kiosk-pin-error" : undefined}
              onChange={(e) => setPin(e.target.value)}
            />
            {error && (
              <p id="kiosk-pin-error" className="text-sm text-red-800">
                {error}
              </p>
            )}
            <div className="flex gap-2 justify-end">
              {props.onClose && (
                <button type="button" className="btn-secondary" onClick={props.onClose}>
                  Cancel
                </button>
              )}
              <button type="submit" className="btn-primary" disabled={busy}>
                {props.submitLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
