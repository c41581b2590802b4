let counts: Intl.NumberFormat | undefined;

/** A whole count in the browser's locale (docs/spec-deviations.md: "1,234" in the US, "1.234" in Germany); one formatter for every cell. */
export function formatCount(n: number, locale?: string): string {
  if (locale) return new Intl.NumberFormat(locale).format(n);
  counts ??= new Intl.NumberFormat();
  return counts.format(n);
}
