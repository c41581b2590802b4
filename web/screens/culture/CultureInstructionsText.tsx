import { CULTURE_STATEMENT_COUNT } from "../../../schema/constants";

/** What the culture test is and who sees what: shown on the instructions screen and in the question screen's modal. */
export function CultureInstructionsText() {
  return (
    <div className="space-y-3 text-slate-800">
      <p className="m-0">
        The Culture Compatibility Test shows how well the way you like to work fits the culture of your team. You will see {CULTURE_STATEMENT_COUNT} short
        statements, one at a time. For each one, ask yourself: do I identify with this?
      </p>
      <ul className="m-0 pl-5 space-y-1">
        <li>
          <strong>Yes, I Identify</strong> or <strong>Strong Yes</strong> if it describes you; <strong>No, That's Not Me</strong> or{" "}
          <strong>Strong No</strong> if it does not.
        </li>
        <li>
          <strong>Wish This Was Me</strong> or <strong>Wish This Wasn't Me</strong> if you would like it to be different.
        </li>
        <li>
          <strong>Used To, Not Anymore</strong> or <strong>Didn't Before, Do Now</strong> if it has changed over time.
        </li>
      </ul>
      <p className="m-0">Choosing an answer takes you to the next statement. Use Back to review an earlier one.</p>
      <p className="m-0 rounded-lg bg-brand-light p-3 text-slate-900">
        <strong>Your answers stay private:</strong> the sponsoring organisation sees only your overall score, not your individual answers.
      </p>
    </div>
  );
}
