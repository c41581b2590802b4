// The responses list's columns and the widths each one shows from: the table fits the
// admin's content column (at most 1248 px, from a 1280 px laptop up) instead of scrolling sideways.
// A column the list leaves out stays in the response's detail (docs/admin.md#the-responses-list).

/** UnoCSS's `lg` and `xl` breakpoints: the viewport widths the `hidden lg:table-cell` classes switch at. */
export const BREAKPOINT = { lg: 1024, xl: 1280 } as const;
/** `detail`: never in the list, whose widest content column has no room for it; the detail shows it. */
export type ShowFrom = keyof typeof BREAKPOINT | "always" | "detail";

/** SPEC's 11 columns in its order, each with the narrowest viewport the list shows it at. */
export const COLUMNS = [
  { name: "Name", from: "always" },
  { name: "Email", from: "always" },
  { name: "Company", from: "lg" },
  { name: "User Flow", from: "lg" },
  { name: "Attraction Ranking", from: "xl" },
  { name: "Pursuer Ranking", from: "xl" },
  { name: "Assigned Type", from: "always" },
  { name: "Culture Compatibility", from: "always" },
  { name: "Demographics", from: "detail" },
  { name: "Time", from: "lg" },
  { name: "Date Completed", from: "always" },
] as const satisfies readonly { name: string; from: ShowFrom }[];

export type ColumnName = (typeof COLUMNS)[number]["name"];
type ListColumn = Exclude<(typeof COLUMNS)[number], { from: "detail" }>;

/** The columns the list has at all (some hidden on narrower screens), in SPEC's order. */
export const LIST_COLUMNS = COLUMNS.filter((c): c is ListColumn => c.from !== "detail");

/** The columns a viewport `width` px wide shows, in order. */
export function shownColumns(width: number): ColumnName[] {
  return LIST_COLUMNS.filter((c) => c.from === "always" || width >= BREAKPOINT[c.from]).map((c) => c.name);
}
