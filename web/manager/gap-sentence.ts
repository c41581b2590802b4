import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Gap } from "../../schema/teams/map/gaps";
import { ANIMAL, COLOUR, PART, TITLE } from "./labels";

const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 0 };

/** A gap in a sentence of the page's language, with the numbers behind it (the admin's web/admin/teams/map/gap-text.ts, translated). */
export function gapSentence(gap: Gap, i18n: I18n): string {
  const t = i18n._.bind(i18n);
  switch (gap.kind) {
    case "colour-missing": {
      const [colour, title, part, of] = [t(COLOUR[gap.colour]), t(TITLE[gap.dataset][gap.colour]), t(PART[gap.dataset]), gap.of];
      return t(
        msg({
          message: plural(of, {
            one: `No ${colour} (${title}) in ${part}: none of the # member with a type.`,
            other: `No ${colour} (${title}) in ${part}: none of the # members with a type.`,
          }),
          comment: "A gap of the team: no member has this colour in this part of their Sociality Type",
        }),
      );
    }
    case "colour-crowded": {
      const [colour, title, part, count] = [t(COLOUR[gap.colour]), t(TITLE[gap.dataset][gap.colour]), t(PART[gap.dataset]), gap.count];
      const of = i18n.number(gap.of);
      return t(
        msg({
          message: plural(count, {
            one: `# of ${of} members with a type is ${colour} (${title}) in ${part}.`,
            other: `# of ${of} members with a type are ${colour} (${title}) in ${part}.`,
          }),
          comment: "A gap of the team: most members have this colour in this part of their Sociality Type",
        }),
      );
    }
    case "culture-lean": {
      const [leans, asks, match] = [t(ANIMAL[gap.leans]), t(ANIMAL[gap.asks]), i18n.number(gap.match / 100, PERCENT)];
      return t(
        msg({
          message: `The team leans ${leans}; the profile asks for ${asks} (the team's mean matches the profile at ${match}).`,
          comment: "A gap of the team: Rabbit, Dog and Cat are the three cultures; match is a percentage",
        }),
      );
    }
    case "far-members": {
      const [of, below, count] = [i18n.number(gap.of), i18n.number(gap.below / 100, PERCENT), gap.count];
      return t(
        msg({
          message: plural(count, {
            one: `# of ${of} members matches the profile below ${below}.`,
            other: `# of ${of} members match the profile below ${below}.`,
          }),
          comment: "A gap of the team: how many members' culture is far from the team's profile; below is a percentage",
        }),
      );
    }
  }
}
