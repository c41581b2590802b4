import { useEffect, useState } from "react";
import { pinLockedUntil } from "./pin";

/**
 * The staff PIN's lock as the dialog shows it: read from the device on mount (a reload keeps it), set after
 * each wrong try, and `now` ticking each second while it lasts, for the countdown.
 */
export function usePinLock(): { lockedUntil: number; now: number; setLockedUntil: (until: number) => void } {
  const [lock, setLock] = useState({ lockedUntil: 0, now: 0 });
  const setLockedUntil = (until: number) => setLock({ lockedUntil: until, now: Date.now() });
  useEffect(() => {
    let cancelled = false;
    pinLockedUntil()
      .then((until) => !cancelled && setLock({ lockedUntil: until, now: Date.now() }))
      .catch((error) => console.error("Could not read the PIN lock", error));
    return () => {
      cancelled = true;
    };
  }, []);
  const { lockedUntil } = lock;
  useEffect(() => {
    if (lockedUntil <= Date.now()) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setLock((l) => ({ ...l, now }));
      if (now >= lockedUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [lockedUntil]);
  return { lockedUntil, now: lock.now, setLockedUntil };
}
