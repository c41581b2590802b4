import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type KeyboardEvent } from "react";
import { CATEGORIES, CATEGORY_LABEL, type CategoryId, type Dataset } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/assessment/content";
import { inlineStep, isRtl } from "../../ui/direction";
import { Emblem } from "../../ui/Emblem";
import Modal from "../../ui/Modal";
import { COLOUR_LABEL, PART_NAME, TITLE_LABEL } from "./labels";
import { StatementBullets } from "./StatementBullets";
import { TONE } from "./tones";

/**
 * The profile popup (docs/product.md#screens-and-routes ranking): tabs Yellow, Blue, Red, opened on the clicked card's tab. Loaded lazily.
 */
export default function StatementsDialog({
  dataset,
  statements,
  initial,
  onClose,
}: {
  dataset: Dataset;
  statements: readonly ProfileStatement[];
  initial: CategoryId;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(CATEGORIES.indexOf(initial));
  const part = t(PART_NAME[dataset]);
  // Headless UI's tabs take ArrowRight for the next tab in both directions; in Arabic the next tab is on the left.
  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = inlineStep(event.key, event.currentTarget);
    if (step === 0 || !isRtl(event.currentTarget)) return;
    event.preventDefault();
    event.stopPropagation();
    const next = (selected + step + CATEGORIES.length) % CATEGORIES.length;
    setSelected(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Modal title={t`${part}: profile statements`} onClose={onClose} wide>
      <TabGroup selectedIndex={selected} onChange={setSelected}>
        <TabList aria-label={t`Profiles`} onKeyDownCapture={arrows} className="flex gap-2 border-b border-b-solid border-slate-200 pb-2">
          {CATEGORIES.map((c) => (
            <Tab
              key={c}
              autoFocus={c === initial}
              className={({ selected: isSelected }) =>
                `btn border-0 flex-1 sm:flex-none px-4 ${isSelected ? `${TONE[c].bar} text-white` : "bg-slate-100 text-slate-900 hover:bg-slate-200"}`
              }
            >
              {t(COLOUR_LABEL[c])}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {CATEGORIES.map((c) => {
            const title = t(TITLE_LABEL[dataset][c]);
            const colour = t(COLOUR_LABEL[c]);
            return (
            <TabPanel key={c} className="focus-visible:outline-3 focus-visible:outline-brand rounded">
              <h3 className={`m-0 mb-3 flex items-center gap-3 text-lg font-bold ${TONE[c].text}`}>
                <Emblem name={c} size={36} />
                <span>
                  <Trans>
                    {title} <span className="font-normal text-slate-700">({colour})</span>
                  </Trans>
                </span>
              </h3>
              {/* The statements' category column holds the English colour in every language. */}
              <StatementBullets statements={statements.filter((s) => s.category === CATEGORY_LABEL[c])} />
            </TabPanel>
            );
          })}
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
