import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { isTeamCode } from "../../schema/team-api";
import { hashPin, saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };
type Open = null | "leave" | "team";

/** Setting the staff PIN when kiosk mode is switched on; behind it, binding the kiosk to a team and leaving kiosk mode. */
export function KioskControls({ settings, onChange }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [teamCode, setTeamCode] = useState("");
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,12}$/.test(pin)) return setError("Enter 4 to 12 digits.");
    const problem = await props.onPin(pin);
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
              <button type="submit" className="btn-primary">
                {props.submitLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
