import type { Verdict } from "../../../schema/anonymity/reportable";

/** Why a figure is not shown, in the words every surface uses (decision 081). */
export function hiddenText(v: Exclude<Verdict, { shown: true }>): string {
  return v.reason === "under-floor"
    ? `Not yet reportable — ${v.needed} more needed`
    : "Hidden so that a smaller hidden group cannot be worked out from it";
}
