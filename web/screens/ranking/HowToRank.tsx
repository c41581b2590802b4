import { Trans } from "@lingui/react/macro";

/** The four steps of a ranking, above the slots. */
export function HowToRank() {
  return (
    <section aria-labelledby="ranking-howto" className="mt-4 rounded-xl border border-solid border-brand/30 bg-brand-light p-4">
      <h2 id="ranking-howto" className="m-0 text-lg font-bold text-slate-900">
        <Trans>How to rank</Trans>
      </h2>
      {/* A step and its name are one message: a translation may order them as its language needs. */}
      <ol className="m-0 mt-2 ps-5 space-y-1 text-slate-900">
        <li>
          <Trans>
            <strong>Review:</strong> Click each card to see all statements for that page.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Compare:</strong> Use the tabs in the popup to compare the Yellow, Blue and Red profiles.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Rank:</strong> Drag the cards from Most Like Me to Least Like Me, or use the Up, Down and Not like me buttons.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Continue:</strong> Once all 3 profiles are reviewed, select Continue.
          </Trans>
        </li>
      </ol>
    </section>
  );
}
