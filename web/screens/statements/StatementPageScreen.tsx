import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { RATINGS, type Rating } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/assessment/content";
import type { Page } from "../../../schema/assessment/ranking";
import type { PageProgress, PartPages } from "../../../schema/assessment/page-progress";
import { partStep } from "../../../schema/assessment/journey";
import { InstructionsButton } from "../../ui/InstructionsButton";
import { ProgressHeader, type ProgressSegment } from "../../ui/ProgressHeader";
import { RatingIcon } from "../../ui/icons";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { useScrollToTopOrInto } from "../../ui/scroll";
import { statementTree, type StatementNode } from "../../ui/statement-tree";
import { COLOUR_LABEL, PART_NAME, TITLE_LABEL } from "../ranking/labels";
import { asRating, RATING_LEGEND, RATING_STATE } from "./rating-text";

type Props = {
  page: Page;
  /** Where the page is within its part, and each part's pages (web/flow/selectors.ts pageProgress). */
  progress: PageProgress;
  /** Only this page's category rows, headings included. */
  statements: ProfileStatement[];
  /** placement → 0 | 1 | 2; a missing placement is 0. */
  ratings: Record<string, number>;
  busy: boolean;
  onRate: (placement: string) => void;
  onNext: () => void;
};

/** docs/product.md#screens-and-routes statement page ('Do You Identify?'): one colour profile's statements, each a three-state bullet. */
export function StatementPageScreen({ page, progress, statements, ratings, busy, onRate, onNext }: Props) {
  const { t, i18n } = useLingui();
  const progressRef = useRef<HTMLDivElement>(null);
  const { page: pageNumber, total: totalPages } = progress;
  const [lastRated, setLastRated] = useState<{ pageNumber: number; placement: string } | null>(null);
  useScrollToTopOrInto(pageNumber, pageNumber === 1, progressRef);

  const rate = (placement: string) => {
    setLastRated({ pageNumber, placement });
    onRate(placement);
  };
  const announced = lastRated && lastRated.pageNumber === pageNumber ? t(RATING_STATE[asRating(ratings[lastRated.placement])]) : "";
  const title = t(TITLE_LABEL[page.dataset][page.category]);
  const part = t(PART_NAME[page.dataset]);
  const colour = t(COLOUR_LABEL[page.category]);
  // Digits as the language writes them (Arabic's ٣ من ٣); one message for every 'Page X of Y'.
  const pageOf = (page: number, count: number) => {
    const [current, total] = [i18n.number(page), i18n.number(count)];
    return t({ message: `Page ${current} of ${total}`, comment: "A statement page's place in its part: Page 2 of 3" });
  };
  const text = pageOf(pageNumber, totalPages);
  const segments: ProgressSegment[] = [
    {
      label: t(PART_NAME.attraction),
      ...asSegment(progress.parts.attraction),
      text: page.dataset === "attraction" ? text : pageOf(progress.parts.attraction.done, progress.parts.attraction.done),
    },
    { label: t(PART_NAME.pursuer), ...asSegment(progress.parts.pursuer), text: page.dataset === "pursuer" ? text : t`Not started yet` },
  ];

  return (
    <Screen steps={<StepIndicator current={partStep(page.dataset)} />}>
      <ProgressHeader
        ref={progressRef}
        label={t`Assessment Progress`}
        text={text}
        current={pageNumber}
        total={totalPages}
        segments={segments}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <StepHeading focusKey={pageNumber}>
          <Trans>Do You Identify?</Trans>
        </StepHeading>
        <InstructionsButton title={t`What to Expect`}>
          <PageInstructions />
        </InstructionsButton>
      </div>
      <Legend />
      {/* Keyed: each page's statements slide in (step-enter). */}
      <div key={pageNumber} className="step-enter">
        <h2 className="mt-6 mb-2 text-title font-bold text-ink">
          <Trans comment="A statement page's title: the profile's title, then its part and colour (Part 1, Blue)">
            {title} <span className="font-normal text-ink-muted">({part}, {colour})</span>
          </Trans>
        </h2>
        <StatementList nodes={statementTree(statements)} depth={0} ratings={ratings} onRate={rate} />
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-primary w-full sm:w-auto" disabled={busy} onClick={onNext}>
          {busy ? t`Saving...` : t`Next`}
        </button>
      </div>
    </Screen>
  );
}

const asSegment = ({ done, total }: PartPages) => ({ current: done, total });

/**
 * The two levels must differ at a glance: "identify" is a light row, "strongly"
 * a saturated row in bold white (6.7:1 on brand; slate-900 on brand-light is 14:1), and the icon
 * differs in shape too (one outlined check, two checks on a filled disc) for anyone who cannot tell
 * the colours apart. The legend wears the same tones, so it teaches them.
 */
const ROW_TONE: Record<Rating, string> = {
  0: "bg-transparent text-slate-900 hover:bg-slate-100",
  1: "bg-brand-light text-slate-900 hover:bg-blue-200",
  2: "bg-brand text-white font-semibold hover:bg-brand-dark",
};

/** The strong icon is a brand disc: on the brand row a white ring keeps its outline visible. */
function LevelIcon({ rating, size }: { rating: Rating; size?: number }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full ${rating === 2 ? "bg-white" : ""}`}>
      <RatingIcon value={rating} size={size} />
    </span>
  );
}

function Legend() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="rating-legend" className="mt-4 rounded-xl border border-solid border-slate-200 bg-white p-4">
      <h2 id="rating-legend" className="m-0 text-base font-bold text-slate-900">
        <Trans>How to answer</Trans>
      </h2>
      <p className="mt-1 mb-2 text-slate-700">
        <Trans>Click a statement's bullet to show how much it describes you. A third click clears it.</Trans>
      </p>
      <ul className="m-0 p-0 list-none grid gap-2 sm:grid-cols-3">
        {RATINGS.map((r) => (
          <li key={r} className={`flex items-center gap-2 rounded-lg px-2 py-1 ${ROW_TONE[r]}`}>
            <LevelIcon rating={r} size={24} />
            {t(RATING_LEGEND[r])}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PageInstructions() {
  return (
    <div className="space-y-3">
      <p className="m-0">
        <Trans>Each page lists the statements of one profile. For every statement, ask yourself: is this me?</Trans>
      </p>
      <ul className="m-0 ps-5 space-y-1">
        <li>
          <Trans>Click the bullet once if you identify with the statement.</Trans>
        </li>
        <li>
          <Trans>Click it twice if you strongly identify with it.</Trans>
        </li>
        <li>
          <Trans>Click it a third time to clear it. Statements you leave empty count as not like you.</Trans>
        </li>
      </ul>
      <p className="m-0">
        <Trans>Select Next when you have finished a page. Your answers are saved on this device as you go.</Trans>
      </p>
    </div>
  );
}

function StatementList({
  nodes,
  depth,
  ratings,
  onRate,
}: {
  nodes: StatementNode[];
  depth: number;
  ratings: Record<string, number>;
  onRate: (placement: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ul role="list" data-depth={depth} className={`m-0 list-none space-y-1 ${depth === 0 ? "p-0" : "mt-1 ps-6 sm:ps-8"}`}>
      {nodes.map((node) => {
        const { placement, text } = node.statement;
        const children = node.children.length > 0 && <StatementList nodes={node.children} depth={depth + 1} ratings={ratings} onRate={onRate} />;
        if (node.heading)
          return (
            <li key={placement} className="pt-3">
              <h3 data-content className="m-0 px-3 text-lg font-semibold text-slate-900">
                {text}
              </h3>
              {children}
            </li>
          );
        const rating = asRating(ratings[placement]);
        return (
          <li key={placement} className={node.orphanSubItem ? "ps-6 sm:ps-8" : ""}>
            <button
              type="button"
              data-placement={placement}
              data-rating={rating}
              onClick={() => onRate(placement)}
              className={`flex w-full min-h-11 items-start gap-3 rounded-lg border-0 px-3 py-2 text-start text-base select-none touch-manipulation cursor-pointer focus-visible:outline-3 focus-visible:outline-brand ${ROW_TONE[rating]}`}
            >
              <LevelIcon rating={rating} />
              <span data-content className="pt-0.5">
                {text}
                <span className="sr-only"> — {t(RATING_STATE[rating])}</span>
              </span>
            </button>
            {children}
          </li>
        );
      })}
    </ul>
  );
}
