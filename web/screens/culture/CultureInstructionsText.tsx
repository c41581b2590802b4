import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CULTURE_STATEMENT_COUNT, type CultureCode } from "../../../schema/constants";
import { ANSWER_LABEL } from "./answer-labels";

/** What the culture test is and who sees what: shown on the instructions screen and in the question screen's modal. */
export function CultureInstructionsText() {
  const { t } = useLingui();
  // The answers by the names on their buttons, in every language.
  const label = (code: CultureCode) => t(ANSWER_LABEL[code]);
  const [yes, strongYes, no, strongNo] = [label(6), label(9), label(1), label(4)];
  const [wishWas, wishWasnt, usedTo, didntBefore] = [label(2), label(7), label(3), label(8)];
  const statements = CULTURE_STATEMENT_COUNT;
  return (
    <div className="space-y-3 text-slate-800">
      <p className="m-0">
        <Trans>
          The Culture Compatibility Test shows how well the way you like to work fits the culture of your team.{" "}
          <Plural
            value={statements}
            one="You will see # short statement, one at a time."
            other="You will see # short statements, one at a time."
          />{" "}
          For each one, ask yourself: do I identify with this?
        </Trans>
      </p>
      <ul className="m-0 ps-5 space-y-1">
        <li>
          <Trans>
            <strong>{yes}</strong> or <strong>{strongYes}</strong> if it describes you; <strong>{no}</strong> or <strong>{strongNo}</strong> if it
            does not.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{wishWas}</strong> or <strong>{wishWasnt}</strong> if you would like it to be different.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{usedTo}</strong> or <strong>{didntBefore}</strong> if it has changed over time.
          </Trans>
        </li>
      </ul>
      <p className="m-0">
        <Trans>Choosing an answer takes you to the next statement. Use Back to review an earlier one.</Trans>
      </p>
      <p className="m-0 rounded-lg bg-brand-light p-3 text-slate-900">
        <Trans>
          <strong>Your answers stay private:</strong> the sponsoring organisation sees only your overall score, not your individual answers.
        </Trans>
      </p>
    </div>
  );
}
