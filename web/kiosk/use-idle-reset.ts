import { useEffect, useEffectEvent, useState } from "react";

const ACTIVITY = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
/** How long "Are you still there?" counts down before the kiosk starts over (decision 065). */
export const WARNING_SECONDS = 20;

type Options = {
  /** Whether a reset now would take anything from someone: then it is announced first. */
  needsWarning: () => boolean;
  onReset: () => void;
};

/**
 * A kiosk's idle reset (docs/offline.md#kiosk-mode-for-an-event-organiser): after `seconds` without a touch, click or key
 * press, `onReset` at once when nothing would be lost, else a warning whose `deadline` (ms) counts down WARNING_SECONDS.
 * Only `stay` (the warning's Continue) ends a warning: a stray touch beside it must not keep the next person waiting.
 */
export function useIdleReset(seconds: number | null, options: Options): { deadline: number | null; stay: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const expire = useEffectEvent(() => {
    if (options.needsWarning()) setDeadline(Date.now() + WARNING_SECONDS * 1000);
    else options.onReset();
  });
  const reset = useEffectEvent(() => {
    setDeadline(null);
    options.onReset();
  });
  const warning = deadline !== null;
  useEffect(() => {
    if (seconds === null || warning) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        expire();
        arm();
      }, seconds * 1000);
    };
    arm();
    ACTIVITY.forEach((e) => window.addEventListener(e, arm, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((e) => window.removeEventListener(e, arm));
    };
  }, [seconds, warning]);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(reset, Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);
  return { deadline, stay: () => setDeadline(null) };
}
