import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { DrainResult } from "./sync-events";

export type SyncAttempt = {
  /** navigator.onLine once the try is over: only `false` is certain. */
  online: boolean;
  /** Saves waiting when 'Sync now' was pressed. */
  waiting: number;
  /** What the drain did; null when it threw. */
  result: DrainResult | null;
  /** A kiosk's saves are several respondents'; a personal device's are this respondent's. */
  kiosk: boolean;
};

/** A kiosk's uploads, counted in respondents; `rest`: some are still waiting. Each a whole sentence for the translator. */
function respondentsUploaded(sent: number, rest: boolean): MessageDescriptor {
  return rest
    ? msg({
        message: plural(sent, {
          one: "Uploaded # respondent's answers; the rest are still waiting",
          other: "Uploaded # respondents' answers; the rest are still waiting",
        }),
      })
    : msg({ message: plural(sent, { one: "Uploaded # respondent's answers", other: "Uploaded # respondents' answers" }) });
}

/**
 * What 'Sync now' says it did (docs/decisions/047-status-line.md): never "uploaded" for what is still only here.
 * A message, read with `t` when shown: it is in the language on screen then.
 */
export function syncOutcome({ online, waiting, result, kiosk }: SyncAttempt): MessageDescriptor {
  if (!online) return msg`Still offline — your answers are safe on this device`;
  if (waiting === 0) return msg`Nothing to upload`;
  if (result && result.sent > 0) {
    const rest = result.retrying + result.failed > 0;
    if (kiosk) return respondentsUploaded(result.sent, rest);
    return rest ? msg`Uploaded your answers; the rest are still waiting` : msg`Uploaded your answers`;
  }
  if (result && result.failed > 0) return msg`The server refused them — see below`;
  return msg`Could not upload yet — your answers are safe on this device`;
}
