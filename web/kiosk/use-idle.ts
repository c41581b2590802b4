import { useEffect, useEffectEvent } from "react";

const ACTIVITY = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

/** Calls onIdle after `seconds` without any touch, click or key press (kiosk resets). */
export function useIdle(seconds: number | null, onIdle: () => void) {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (seconds === null) return;
    let timer = setTimeout(() => idle(), seconds * 1000);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle(), seconds * 1000);
    };
    ACTIVITY.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((e) => window.removeEventListener(e, reset));
    };
  }, [seconds]);
}
