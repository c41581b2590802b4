const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per locale and time zone: building an Intl.DateTimeFormat per table cell is slow.
function formatter(timeZone: string | undefined, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ""} ${timeZone ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone });
    formatters.set(key, f);
  }
  return f;
}

/**
 * docs/product.md#constants: short month, day, year, hour, minute, in the browser's locale (docs/spec-deviations.md:
 * the dashboard stays English, its dates read as the admin is used to) and time zone unless given.
 */
export function formatDate(iso: string | null | undefined, timeZone?: string, locale?: string): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : formatter(timeZone, locale).format(date);
}
