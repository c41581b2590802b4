import { createContext, useContext, useMemo, type ComponentProps } from "react";

/** A cell's vertical padding: `tight` beside a control that brings its own height, `roomy` in lists of links. */
const PAD = { tight: "py-1", normal: "py-2", roomy: "py-3" } as const;
export type Pad = keyof typeof PAD;

type LookClasses = { table: string; headRow: string; th: string; row: string; x: string; y: Pad };
/**
 * The table styles the app uses, each defined once: `card` in the admin's cards (tinted header),
 * `wide` for a card table of many columns that must fit a laptop (headers wrap, narrower gutters),
 * `lines` for lists ruled under each row, `figure` for a chart's own data, `report` for the sponsor report.
 */
const LOOKS = {
  card: {
    table: "text-sm",
    headRow: "bg-slate-100",
    th: "px-3 py-2 font-semibold whitespace-nowrap",
    row: "border-t border-slate-200",
    x: "px-3",
    y: "normal",
  },
  wide: {
    table: "text-sm",
    headRow: "bg-slate-100",
    th: "px-1.5 py-2 font-semibold align-bottom",
    row: "border-t border-slate-200",
    x: "px-1.5",
    y: "normal",
  },
  lines: {
    table: "",
    headRow: "border-b border-slate-300",
    th: "py-2 not-last:pe-4",
    row: "border-b border-slate-200",
    x: "not-last:pe-4",
    y: "normal",
  },
  figure: {
    table: "text-sm",
    headRow: "text-slate-700",
    th: "py-1 not-last:pe-3 font-semibold",
    row: "",
    x: "not-last:pe-3",
    y: "tight",
  },
  report: {
    table: "",
    headRow: "text-sm text-slate-700",
    th: "py-1 not-last:pe-3",
    row: "border-t border-slate-200 break-inside-avoid",
    x: "not-last:pe-3",
    y: "normal",
  },
} satisfies Record<string, LookClasses>;
export type Look = keyof typeof LOOKS;

const LookContext = createContext<LookClasses>(LOOKS.card);
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

type TableProps = ComponentProps<"table"> & {
  look?: Look;
  /** The body cells' vertical padding, where the look's default does not fit the rows. */
  pad?: Pad;
  /** Wraps the table in a labelled region that scrolls sideways, focusable so keyboard users can scroll it. */
  region?: string;
  /** The region gets the card's rounded border. */
  framed?: boolean;
};

/** Semantic table markup with the app's classes in one place (after Bulletproof React's `components/ui/table`). */
export function Table({ look = "card", pad, region, framed = false, className, ...props }: TableProps) {
  // Memoised: a new value would re-render memoised rows (the responses list) on every render of the table.
  const classNames = useMemo(() => ({ ...LOOKS[look], y: pad ?? LOOKS[look].y }), [look, pad]);
  const table = (
    <LookContext value={classNames}>
      <table className={classes("w-full border-collapse", LOOKS[look].table, className)} {...props} />
    </LookContext>
  );
  if (region === undefined) return table;
  return (
    <div
      role="region"
      aria-label={region}
      tabIndex={0}
      className={classes("overflow-x-auto", framed && "rounded-xl border border-slate-200 bg-white")}
    >
      {table}
    </div>
  );
}

/** A visible caption names the table; `srOnly` names it for screen readers alone where a heading already shows. */
export function Caption({ srOnly = false, className, ...props }: ComponentProps<"caption"> & { srOnly?: boolean }) {
  return <caption className={classes(srOnly ? "sr-only" : "text-start font-semibold pb-2", className)} {...props} />;
}

/** The header row: `<thead><tr>` around the column headers. */
export function HeadRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <thead>
      <tr className={classes(useContext(LookContext).headRow, className)} {...props} />
    </thead>
  );
}

/**
 * A column's header, aligned as its cells are: at the end over `numeric` columns, else at the start. Set on the cell itself, since a `th`
 * whose row leaves text-align at its initial value is centred by the browser (HTML's rendering rules).
 */
export function ColumnHeader({ numeric = false, className, ...props }: ComponentProps<"th"> & { numeric?: boolean }) {
  return <th scope="col" className={classes(useContext(LookContext).th, numeric ? "text-end" : "text-start", className)} {...props} />;
}

export function Row({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={classes(useContext(LookContext).row, className) || undefined} {...props} />;
}

/** The cell that names its row (`scope="row"`); `strong` where the name should stand out, as in the report. */
export function RowHeader({ pad, strong = false, className, ...props }: ComponentProps<"th"> & { pad?: Pad; strong?: boolean }) {
  const look = useContext(LookContext);
  return (
    <th
      scope="row"
      className={classes(look.x, PAD[pad ?? look.y], "text-start", strong ? "font-semibold" : "font-normal", className)}
      {...props}
    />
  );
}

export function Cell({ pad, className, ...props }: ComponentProps<"td"> & { pad?: Pad }) {
  const look = useContext(LookContext);
  return <td className={classes(look.x, PAD[pad ?? look.y], className)} {...props} />;
}
