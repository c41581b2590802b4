import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Dataset } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/assessment/content";
import { partStep } from "../../../schema/assessment/journey";
import { Spinner } from "../../ui/Spinner";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { useScrollToTop } from "../../ui/scroll";
import { PART_NAME } from "./labels";
import { RankingBoard, type RankingBoardProps } from "./RankingBoard";

type Props = Omit<RankingBoardProps, "statements"> & {
  /** The dataset's statements (all three colours); null while they load. */
  statements: ProfileStatement[] | null;
};

/** What each part asks, in a line: the same three colours, seen from the inside, then from the outside. */
const PART_ABOUT: Record<Dataset, MessageDescriptor> = {
  attraction: msg`Part 1 is about what naturally draws you: who you are when you are free to choose.`,
  pursuer: msg`Part 2 is about how you go after what you want: how you act, and how others see you act.`,
};

/** docs/product.md#screens-and-routes ranking screen: three slots, a 'Not Like Me At All' area, a profile popup and Continue. */
export function RankingScreen(p: Props) {
  const { t } = useLingui();
  useScrollToTop(p.dataset);
  const aboutId = useId();
  return (
    <Screen steps={<StepIndicator current={partStep(p.dataset)} />}>
      <StepHeading focusKey={p.dataset} describedBy={aboutId}>
        <span className="block text-base font-semibold uppercase tracking-wide text-brand">{t(PART_NAME[p.dataset])}</span>
        <Trans comment="The arrow points from the first slot to the last: ← in a right-to-left language">
          Drag to rank: Most Like Me → Least Like Me
        </Trans>
      </StepHeading>
      <p id={aboutId} className="mt-2 mb-0 text-lg text-ink-muted">
        {t(PART_ABOUT[p.dataset])}
      </p>
      {p.statements === null ? <Spinner label={t`Loading assessment...`} /> : <RankingBoard {...p} statements={p.statements} />}
    </Screen>
  );
}
