import { useLingui } from "@lingui/react/macro";

const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 0 };

/** A match of 0..100 as the active language writes a percentage: "83%", "83 %", "83‎%‎". */
export function usePercent(): (match: number) => string {
  const { i18n } = useLingui();
  return (match) => i18n.number(match / 100, PERCENT);
}
