import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CategoryId, Dataset } from "../../../schema/constants";

// What a respondent reads for schema/constants.ts's CATEGORY_LABEL, TITLES and PART_LABEL, in the active
// language, keyed by id. The schema's English stays the stored and matched value (the statements' category
// column, the admin, the export): these are only shown (docs/languages.md#what-is-translated).

/** A profile's colour, as its card and the popup's tabs name it. */
export const COLOUR_LABEL: Record<CategoryId, MessageDescriptor> = {
  yellow: msg({ message: "Yellow", comment: "The colour of a profile (card, tab)" }),
  blue: msg({ message: "Blue", comment: "The colour of a profile (card, tab)" }),
  red: msg({ message: "Red", comment: "The colour of a profile (card, tab)" }),
};

/** A profile's title: the Sociality Type it stands for in each part. */
export const TITLE_LABEL: Record<Dataset, Record<CategoryId, MessageDescriptor>> = {
  attraction: {
    yellow: msg({ message: "Energizer", comment: "A Sociality Type: the yellow profile of Part 1" }),
    blue: msg({ message: "Harmonizer", comment: "A Sociality Type: the blue profile of Part 1" }),
    red: msg({ message: "Driver", comment: "A Sociality Type: the red profile of Part 1 (someone who drives results)" }),
  },
  pursuer: {
    yellow: msg({ message: "Influencer", comment: "A Sociality Type: the yellow profile of Part 2" }),
    blue: msg({ message: "Supporter", comment: "A Sociality Type: the blue profile of Part 2" }),
    red: msg({ message: "Controller", comment: "A Sociality Type: the red profile of Part 2 (someone who takes control)" }),
  },
};

export const PART_NAME: Record<Dataset, MessageDescriptor> = { attraction: msg`Part 1`, pursuer: msg`Part 2` };

/** The ranked slots' names, 1st to 3rd. */
export const SLOTS = [msg`Most Like Me`, msg`Middle`, msg`Least Like Me`] as const;
