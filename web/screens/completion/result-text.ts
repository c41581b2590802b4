import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Animal, CategoryId, Dataset } from "../../../schema/constants";

// The completion screen's result (decision 066), written to the brief of our statements (the shared content brief): each colour of a
// part balanced against the others, in the person's favour without flattery, nothing anyone would be judged for.

/** What each part of the type is about, as its ranking screen says it. */
export const PART_CAPTION: Record<Dataset, MessageDescriptor> = {
  attraction: msg({ message: "Part 1 · What draws you", comment: "Above the first part of the Sociality Type on the result" }),
  pursuer: msg({ message: "Part 2 · How you go after what you want", comment: "Above the second part of the Sociality Type on the result" }),
};

export const TYPE_DESCRIPTION: Record<Dataset, Record<CategoryId, MessageDescriptor>> = {
  attraction: {
    yellow: msg`You are drawn to people, ideas and momentum. You come alive when there is energy in the room, something new to try and room to enjoy it.`,
    blue: msg`You are drawn to harmony, trust and belonging. You come alive when the people around you get on well and can count on each other.`,
    red: msg`You are drawn to challenge, results and independence. You come alive when there is a clear goal, a high standard and the freedom to decide how to reach it.`,
  },
  pursuer: {
    yellow: msg`When you want something, you win people over. You bring enthusiasm, rally others behind an idea and keep things moving quickly.`,
    blue: msg`When you want something, you earn it through care and loyalty. You listen, help people settle their differences and build trust before you ask.`,
    red: msg`When you want something, you take charge. You set the direction, make the decisions that need making and hold everyone to a clear standard.`,
  },
};

/** A part without a type: every profile of it was placed under 'Not Like Me At All'. */
export const NO_TYPE = msg`No type for this part: you placed every profile under Not Like Me At All.`;

export const CULTURE_NAME: Record<Animal, MessageDescriptor> = {
  rabbit: msg({ message: "Rabbit", comment: "A culture of the Culture Compatibility Test: fast, social, playful" }),
  dog: msg({ message: "Dog", comment: "A culture of the Culture Compatibility Test: loyal, collaborative, steady" }),
  cat: msg({ message: "Cat", comment: "A culture of the Culture Compatibility Test: independent, competitive, results-first" }),
};

export const CULTURE_DESCRIPTION: Record<Animal, MessageDescriptor> = {
  rabbit: msg`Fast, social and playful: ideas are tried out together.`,
  dog: msg`Loyal, collaborative and steady: people come first.`,
  cat: msg`Independent, competitive and focused on results.`,
};
