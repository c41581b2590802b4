import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";

/**
 * "Too many wrong PINs. Try again in 28 s." / "… in 2 min 5 s.": the wait shown on the PIN dialog, rounded up, in the
 * active language (the English as schema/kiosk/kiosk-pin.ts words it). Each form a whole sentence for the translator.
 */
export function waitText(ms: number, i18n: I18n): string {
  const total = Math.max(1, Math.ceil(ms / 1000));
  const [minutes, seconds] = [Math.floor(total / 60), total % 60];
  const [min, sec] = [i18n.number(minutes), i18n.number(seconds)];
  if (!minutes) return i18n._(msg`Too many wrong PINs. Try again in ${sec} s.`);
  return i18n._(seconds ? msg`Too many wrong PINs. Try again in ${min} min ${sec} s.` : msg`Too many wrong PINs. Try again in ${min} min.`);
}
