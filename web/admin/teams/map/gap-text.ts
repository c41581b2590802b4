import { ANIMAL_LABEL, CATEGORY_LABEL, PART_LABEL, TITLES } from "../../../../schema/constants";
import type { Gap } from "../../../../schema/teams/map/gaps";

/** A gap in a sentence, with the numbers behind it (the admin's words; the guides are the content file's). */
export function gapText(gap: Gap): string {
  switch (gap.kind) {
    case "colour-missing":
      return `No ${CATEGORY_LABEL[gap.colour]} (${TITLES[gap.dataset][gap.colour]}) in ${PART_LABEL[gap.dataset]}: 0 of ${gap.of} members with a type.`;
    case "colour-crowded":
      return `${gap.count} of ${gap.of} members are ${CATEGORY_LABEL[gap.colour]} (${TITLES[gap.dataset][gap.colour]}) in ${PART_LABEL[gap.dataset]}.`;
    case "culture-lean":
      return `The team leans ${ANIMAL_LABEL[gap.leans]}; the profile asks for ${ANIMAL_LABEL[gap.asks]} (the team's mean matches the profile at ${gap.match}%).`;
    case "far-members":
      return `${gap.count} of ${gap.of} members match the profile below ${gap.below}%.`;
  }
}
