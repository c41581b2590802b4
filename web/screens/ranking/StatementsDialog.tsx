import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState } from "react";
import { CATEGORIES, CATEGORY_LABEL, PART_LABEL, TITLES, type CategoryId, type Dataset } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/content";
import Modal from "../../ui/Modal";
import { StatementBullets } from "./StatementBullets";
import { TONE } from "./tones";

/** The profile popup (docs/product.md#screens-and-routes ranking): tabs Yellow, Blue, Red, opened on the clicked card's tab. Loaded lazily. */
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
  const [selected, setSelected] = useState(CATEGORIES.indexOf(initial));
  return (
    <Modal title={`${PART_LABEL[dataset]}: profile statements`} onClose={onClose} wide>
      <TabGroup selectedIndex={selected} onChange={setSelected}>
        <TabList aria-label="Profiles" className="flex gap-2 border-b border-b-solid border-slate-200 pb-2">
          {CATEGORIES.map((c) => (
            <Tab
              key={c}
              autoFocus={c === initial}
              className={({ selected: isSelected }) =>
                `btn border-0 flex-1 sm:flex-none px-4 ${isSelected ? `${TONE[c].bar} text-white` : "bg-slate-100 text-slate-900 hover:bg-slate-200"}`
              }
            >
              {CATEGORY_LABEL[c]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {CATEGORIES.map((c) => (
            <TabPanel key={c} className="focus-visible:outline-3 focus-visible:outline-brand rounded">
              <h3 className={`m-0 mb-3 text-lg font-bold ${TONE[c].text}`}>
                {TITLES[dataset][c]} <span className="font-normal text-slate-700">({CATEGORY_LABEL[c]})</span>
              </h3>
              <StatementBullets statements={statements.filter((s) => s.category === CATEGORY_LABEL[c])} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
