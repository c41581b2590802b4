// The save bodies as the server takes them: the payload's shape (schema/save/payload.ts) plus the rules that
// need the shipped content. Kept apart so the respondent app and its service worker, which import the
// payload's types and the batch constants, do not bundle the culture file for them.
import * as z from "zod/mini";
import type { core } from "zod/mini";
import { BatchSaveSchema, ImportSaveSchema } from "./batch";
import { CULTURE_IDS, KNOWN_CULTURE_IDS } from "../assessment/culture-ids";
import { SavePayloadSchema } from "./payload";

type WithCulture = { cultureCompatibilityResponses?: Record<string, number> | null };

/** A key must be a shipped statement's id (decision 029): a made-up one of the right shape was scored like one. */
function checkKnownCultureIds(ctx: core.ParsePayload<WithCulture>): void {
  const answers = ctx.value.cultureCompatibilityResponses ?? {};
  for (const id of Object.keys(answers)) {
    if (!KNOWN_CULTURE_IDS.has(id))
      ctx.issues.push({ code: "custom", message: "Unknown culture statement id", input: id, path: ["cultureCompatibilityResponses", id] });
  }
}

/**
 * A final save's culture answers are all 60 or none (the CEO flow has no culture test): the test asks
 * for an answer to every statement, so a subset is no finished test and must not be scored as one.
 */
function checkEveryCultureAnswer(ctx: core.ParsePayload<WithCulture>): void {
  const answers = ctx.value.cultureCompatibilityResponses;
  if (!answers) return;
  for (const id of CULTURE_IDS) {
    if (!Object.hasOwn(answers, id)) {
      ctx.issues.push({
        code: "custom",
        message: "Every culture statement must be answered in a final save",
        input: answers,
        path: ["cultureCompatibilityResponses", id],
      });
    }
  }
}

/** POST /api/assessment/partial: any subset of the known statements. */
export const PartialSaveSchema = SavePayloadSchema.check(z.check(checkKnownCultureIds));

/** POST /api/assessment, the final submit: all 60 known statements, or no culture answers. */
export const FinalSaveSchema = SavePayloadSchema.check(z.check(checkKnownCultureIds), z.check(checkEveryCultureAnswer));

/** One save of a batch: a partial or final save by its isCompleted, checked as its single endpoint would. */
export const BatchItemSchema = BatchSaveSchema.check(
  z.check(checkKnownCultureIds),
  z.check((ctx) => (ctx.value.isCompleted ? checkEveryCultureAnswer(ctx) : undefined)),
);

/** One save of an admin's kiosk-file import (its token's hash in the token's place): the batch's rules. */
export const ImportItemSchema = ImportSaveSchema.check(
  z.check(checkKnownCultureIds),
  z.check((ctx) => (ctx.value.isCompleted ? checkEveryCultureAnswer(ctx) : undefined)),
);
