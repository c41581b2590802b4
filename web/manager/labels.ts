import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Animal, CategoryId, Dataset } from "../../schema/constants";
import type { ActionStatus } from "../../schema/teams/map/team-actions";

// The schema's English names (schema/constants.ts) as the manager's page shows them, in the words the respondent screens use.

export const COLOUR: Record<CategoryId, MessageDescriptor> = {
  yellow: msg({ message: "Yellow", comment: "The colour of a Sociality Type's part" }),
  blue: msg({ message: "Blue", comment: "The colour of a Sociality Type's part" }),
  red: msg({ message: "Red", comment: "The colour of a Sociality Type's part" }),
};

export const TITLE: Record<Dataset, Record<CategoryId, MessageDescriptor>> = {
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

export const PART: Record<Dataset, MessageDescriptor> = { attraction: msg`Part 1`, pursuer: msg`Part 2` };

export const ANIMAL: Record<Animal, MessageDescriptor> = {
  rabbit: msg({ message: "Rabbit", comment: "A culture of the Culture Compatibility Test: fast, social, playful" }),
  dog: msg({ message: "Dog", comment: "A culture of the Culture Compatibility Test: loyal, collaborative, steady" }),
  cat: msg({ message: "Cat", comment: "A culture of the Culture Compatibility Test: independent, competitive, results-first" }),
};

export const STATUS: Record<ActionStatus, MessageDescriptor> = {
  open: msg({ message: "Open", comment: "An action's status" }),
  done: msg({ message: "Done", comment: "An action's status" }),
  dropped: msg({ message: "Dropped", comment: "An action's status" }),
};
