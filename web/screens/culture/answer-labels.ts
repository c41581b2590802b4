import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CultureCode } from "../../../schema/constants";

/**
 * The eight answers as the respondent reads them, by code: the same English as CULTURE_CODES (schema/constants.ts,
 * shared with the worker and the admin), in the respondent's language. The stored answer is the code.
 */
export const ANSWER_LABEL: Record<CultureCode, MessageDescriptor> = {
  1: msg`No, That's Not Me`,
  2: msg`Wish This Was Me`,
  3: msg`Used To, Not Anymore`,
  4: msg`Strong No`,
  6: msg`Yes, I Identify`,
  7: msg`Wish This Wasn't Me`,
  8: msg`Didn't Before, Do Now`,
  9: msg`Strong Yes`,
};
