import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState, type FormEvent } from "react";
import { hashPin, saveKiosk, type KioskSettings } from "./settings";

type Props = { settings: KioskSettings; onChange: (s: KioskSettings) => void };

/** Setting the staff PIN when kiosk mode is switched on, and leaving kiosk mode with it. */
export function KioskControls({ settings, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const needsPin = settings.enabled && !settings.pinHash;
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-2 flex justify-end">
        <button type="button" className="min-h-11 px-3 text-sm text-slate-700 underline" onClick={() => setOpen(true)}>
          Staff: leave kiosk mode
        </button>
      </div>
      <PinDialog
        open={needsPin || open}
        title={needsPin ? "Set a staff PIN for kiosk mode" : "Leave kiosk mode"}
        description={
          needsPin
            ? "Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (4 to 12 digits) that staff will need to leave kiosk mode."
            : "Enter the staff PIN to leave kiosk mode on this device."
        }
        submitLabel={needsPin ? "Start kiosk mode" : "Leave kiosk mode"}
        onClose={needsPin ? undefined : () => setOpen(false)}
        onPin={async (pin) => {
          const hash = await hashPin(pin);
          if (needsPin) {
            const next = { ...settings, pinHash: hash };
            await saveKiosk(next);
            onChange(next);
            return null;
          }
          if (hash !== settings.pinHash) return "That PIN is not right.";
          const next = { ...settings, enabled: false };
          await saveKiosk(next);
          setOpen(false);
          onChange(next);
          return null;
        }}
      />
    </>
  );
}

function PinDialog(props: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  onClose?: () => void;
  onPin: (pin: string) => Promise<string | null>;
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
    <Dialog open={props.open} onClose={() => props.onClose?.()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-sm">
          <DialogTitle className="text-lg font-bold">{props.title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{props.description}</p>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
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
