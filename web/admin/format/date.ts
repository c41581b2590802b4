const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per time zone: building an Intl.DateTimeFormat per table cell is slow.
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** docs/product.md#constants: en-US, short month, day, year, hour, minute (in the viewer's time zone unless given). */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : formatter(timeZone).format(date);
}
