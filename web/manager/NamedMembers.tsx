import { Trans, useLingui } from "@lingui/react/macro";
import { DATASETS, type CategoryId } from "../../schema/constants";
import { colourOf } from "../../schema/assessment/completion-result";
import type { NamedMember } from "../../schema/teams/map/manager-view";
import { COLOUR, TITLE } from "./labels";

// Literal class names so UnoCSS finds them.
const DOT: Record<CategoryId, string> = { yellow: "bg-cat-yellow", blue: "bg-cat-blue", red: "bg-cat-red" };

/** The members who chose to share their type with their manager: a list of names and types, never a point on the map. */
export function NamedMembers({ named }: { named: NamedMember[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="named-heading" className="card break-inside-avoid">
      <h2 id="named-heading" className="text-xl font-bold mt-0">
        <Trans>Members who share their type with you</Trans>
      </h2>
      {named.length === 0 ? (
        <p className="m-0 text-slate-700">
          <Trans>No member has chosen to share their type with you yet.</Trans>
        </p>
      ) : (
        <ul className="m-0 p-0 list-none grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="manager-named">
          {named.map((m, i) => {
            const parts = DATASETS.map((d) => ({
              d,
              colour: colourOf(d, d === "attraction" ? m.type?.intrinsicAttraction : m.type?.extrinsicPursuer),
            }));
            return (
              <li key={i} className="flex flex-col min-w-0" data-testid="manager-named-member">
                <span className="font-semibold break-words">{m.name}</span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                  {parts.map(({ d, colour }) =>
                    colour ? (
                      <span key={d} className="inline-flex items-center gap-1.5">
                        <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${DOT[colour]}`} />
                        {t(COLOUR[colour])} · {t(TITLE[d][colour])}
                      </span>
                    ) : (
                      <span key={d}>
                        {d === "attraction" ? <Trans>Part 1 not determined</Trans> : <Trans>Part 2 not determined</Trans>}
                      </span>
                    ),
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
