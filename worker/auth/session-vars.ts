import { SESSION_TTL_MS } from "../db/sessions";

export const DEFAULT_IDLE_MINUTES = 30;
const MINUTE = 60_000;

/**
 * How long a session may go unused (SESSION_IDLE_MINUTES, docs/admin.md): whole minutes from 1 to the
 * absolute 12 hours. Anything else is a typo, which must not turn the timeout off: the default applies.
 */
export function sessionIdleMs(env: { SESSION_IDLE_MINUTES?: string }): number {
  const raw = env.SESSION_IDLE_MINUTES?.trim() ?? "";
  const minutes = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (minutes >= 1 && minutes * MINUTE <= SESSION_TTL_MS) return minutes * MINUTE;
  return DEFAULT_IDLE_MINUTES * MINUTE;
}
