import { useEffect, useId, useState } from "react";
import {
  ANIMAL_LABEL,
  CATEGORIES,
  CATEGORY_LABEL,
  CULTURE_ANIMALS,
  TITLES,
  type Animal,
  type CategoryId,
  type Dataset,
} from "../../../../schema/constants";
import type { CultureScores, FinalType } from "../../../../schema/assessment/scoring";
import { corner, mapPoint, meanScores, TRIANGLE_HEIGHT, type Direction } from "../../../../schema/teams/map/geometry";
import { typeCell } from "../../../../schema/teams/map/type-grid";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../../ui/Table";

/** A member on the map: their culture scores and type; the name only where the reader may see it (admins). */
export type MapMember = { name?: string; scores: CultureScores; type: FinalType | null };

/**
 * The figure's words. The admin reads the English defaults; a translated page (the manager's view) passes its own. Imports nothing
 * else of the admin: web/manager/ draws it too (eslint.config.js).
 */
export type MapLabels = {
  corner: Record<Animal, string>;
  /** The line under the title; by default a count of the members drawn. */
  summary?: string;
  caption: string;
  who: string;
  type: string;
  profile: string;
  mean: string;
};

const MAP_LABELS: MapLabels = {
  corner: ANIMAL_LABEL,
  caption: "each member's scores and type",
  who: "Who",
  type: "Type",
  profile: "Team profile",
  mean: "Team mean",
};

const SIZE = 300;
const PAD = 28;
// Literal class names so UnoCSS finds them: the attraction colour fills a point, the pursuer colour rings it.
const FILL: Record<CategoryId, string> = { yellow: "fill-cat-yellow", blue: "fill-cat-blue", red: "fill-cat-red" };
const RING: Record<CategoryId, string> = { yellow: "stroke-cat-yellow", blue: "stroke-cat-blue", red: "stroke-cat-red" };
const round = (n: number) => Math.round(n * 10) / 10;
const place = (p: { x: number; y: number }) => ({ x: round(PAD + p.x * SIZE), y: round(PAD + p.y * SIZE) });

/**
 * The team on its culture triangle (decision 083): each member a point at their scores, drawn as their type, the confirmed profile
 * a marked diamond, the team's mean a cross. The same numbers follow as a table for screen readers; right to left mirrors it.
 * `mean`: the team's mean as given, where the members are not drawn (the manager's view: aggregates only).
 */
export function TeamMapFigure({
  members,
  profile,
  mean: givenMean,
  direction = "ltr",
  title = "The team on its culture",
  labels = MAP_LABELS,
}: {
  members: MapMember[];
  profile: CultureScores | null;
  mean?: CultureScores | null;
  direction?: Direction;
  title?: string;
  labels?: MapLabels;
}) {
  const titleId = useId();
  // The table for screen readers comes one render after the map: a row per member, it took most of a big team's first paint
  // (docs/performance.md, bench:map), and the map is what the page opens on. A task queued from the next frame runs after its paint.
  const [withTable, setWithTable] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setWithTable(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const corners = CULTURE_ANIMALS.map((a) => ({ a, ...place(corner(a, direction)) }));
  const mean = givenMean === undefined ? meanScores(members.map((m) => m.scores)) : givenMean;
  const points = members.map((m) => ({ m, ...place(mapPoint(m.scores, direction)) }));
  // Members with equal scores share a point, drawn one over the other: how many are there is written beside it.
  const stacks = new Map<string, { x: number; y: number; count: number }>();
  for (const { x, y } of points) {
    const stack = stacks.get(`${x},${y}`);
    if (stack) stack.count += 1;
    else stacks.set(`${x},${y}`, { x, y, count: 1 });
  }
  const stacked = [...stacks.values()].filter((s) => s.count > 1);
  const summary =
    labels.summary ??
    `${members.length} members with culture scores${profile ? ", the team profile" : ""}${mean ? " and the team's mean" : ""}`;
  return (
    <figure className="m-0 min-w-0">
      <figcaption id={titleId} className="font-semibold">
        {title}
        <span className="block text-sm font-normal text-slate-700">{summary}</span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${SIZE + 2 * PAD} ${round(TRIANGLE_HEIGHT * SIZE) + 2 * PAD}`}
        className="w-full max-w-md h-auto"
      >
        <polygon points={corners.map((c) => `${c.x},${c.y}`).join(" ")} fill="none" stroke="#475569" strokeWidth={1} />
        {corners.map((c) => (
          <text key={c.a} x={c.x} y={c.y + (c.y > PAD ? 18 : -8)} fontSize={11} textAnchor="middle" fill="#334155">
            {labels.corner[c.a]}
          </text>
        ))}
        {points.map(({ m, ...p }, i) => {
          const cell = typeCell(m.type);
          return (
            <circle
              key={i}
              cx={p.x}
              cy={p.y}
              r={5}
              strokeWidth={2.5}
              className={cell ? `${FILL[cell.attraction]} ${RING[cell.pursuer]}` : "fill-slate-300 stroke-slate-500"}
            >
              {m.name && <title>{m.name}</title>}
            </circle>
          );
        })}
        {stacked.map((s) => (
          <text
            key={`${s.x},${s.y}`}
            x={s.x + (direction === "rtl" ? -9 : 9)}
            y={s.y + 4}
            fontSize={10}
            textAnchor={direction === "rtl" ? "end" : "start"}
            // Set, not inherited: on a right-to-left page "end" would be the text's left edge and the count would cover the point.
            direction="ltr"
            fill="#0f172a"
          >
            ×{s.count}
          </text>
        ))}
        {profile && <Diamond {...place(mapPoint(profile, direction))} label={labels.profile} />}
        {mean && <Cross {...place(mapPoint(mean, direction))} label={labels.mean} />}
      </svg>
      {/* The wrapper, not the table, is visually hidden: the table's full width would still widen the page. */}
      {withTable && (
        <div className="sr-only">
          <Table look="figure">
            <Caption>
              {title}: {labels.caption}
            </Caption>
            <HeadRow>
              <ColumnHeader>{labels.who}</ColumnHeader>
              {CULTURE_ANIMALS.map((a) => (
                <ColumnHeader key={a} numeric>
                  {labels.corner[a]}
                </ColumnHeader>
              ))}
              {members.length > 0 && <ColumnHeader>{labels.type}</ColumnHeader>}
            </HeadRow>
            <tbody>
              {[
                ...(profile ? [{ who: labels.profile, scores: profile, type: "" }] : []),
                ...(mean ? [{ who: labels.mean, scores: mean, type: "" }] : []),
              ]
                .concat(members.map((m, i) => ({ who: m.name ?? `Member ${i + 1}`, scores: m.scores, type: typeText(m.type) })))
                .map((r) => (
                  <Row key={r.who}>
                    <RowHeader>{r.who}</RowHeader>
                    {CULTURE_ANIMALS.map((a) => (
                      <Cell key={a} className="tabular-nums text-end">
                        {round(r.scores[a])}
                      </Cell>
                    ))}
                    {members.length > 0 && <Cell>{r.type}</Cell>}
                  </Row>
                ))}
            </tbody>
          </Table>
        </div>
      )}
    </figure>
  );
}

function typeText(type: FinalType | null): string {
  const cell = typeCell(type);
  return cell ? `${TITLES.attraction[cell.attraction]} / ${TITLES.pursuer[cell.pursuer]}` : "Not determined";
}

const Diamond = ({ x, y, label }: { x: number; y: number; label: string }) => (
  <polygon points={`${x},${y - 8} ${x + 8},${y} ${x},${y + 8} ${x - 8},${y}`} fill="#fff" stroke="#0f172a" strokeWidth={2}>
    <title>{label}</title>
  </polygon>
);

const Cross = ({ x, y, label }: { x: number; y: number; label: string }) => (
  <path d={`M${x - 7} ${y - 7}L${x + 7} ${y + 7}M${x + 7} ${y - 7}L${x - 7} ${y + 7}`} stroke="#0f172a" strokeWidth={2.5}>
    <title>{label}</title>
  </path>
);

/** The grid's words; a translated page passes its own, `count` writing a number the language's way. */
export type GridLabels = {
  caption: string;
  corner: string;
  colour: (dataset: Dataset, colour: CategoryId) => string;
  count?: (n: number) => string;
};

const GRID_LABELS: GridLabels = {
  caption: "Types in the team: Part 1 (attraction) down, Part 2 (pursuer) across",
  corner: "Part 1",
  colour: (dataset, colour) => `${CATEGORY_LABEL[colour]} (${TITLES[dataset][colour]})`,
};

/** The 3 × 3 grid of types: attraction colours down, pursuer colours across. */
export function TypeGridTable({
  counts,
  labels = GRID_LABELS,
  className,
}: {
  counts: Record<CategoryId, Record<CategoryId, number>>;
  labels?: GridLabels;
  className?: string;
}) {
  const count = labels.count ?? String;
  return (
    // Four columns of titles are wider than a phone: the table scrolls sideways in its own region, not the page.
    <Table look="figure" region={labels.caption} className={className}>
      <Caption>{labels.caption}</Caption>
      <HeadRow>
        <ColumnHeader>{labels.corner}</ColumnHeader>
        {CATEGORIES.map((p) => (
          <ColumnHeader key={p} numeric>
            {labels.colour("pursuer", p)}
          </ColumnHeader>
        ))}
      </HeadRow>
      <tbody>
        {CATEGORIES.map((a) => (
          <Row key={a}>
            <RowHeader>{labels.colour("attraction", a)}</RowHeader>
            {CATEGORIES.map((p) => (
              <Cell key={p} className="tabular-nums text-end">
                {count(counts[a][p])}
              </Cell>
            ))}
          </Row>
        ))}
      </tbody>
    </Table>
  );
}
