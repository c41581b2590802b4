import type { DrainResult } from "./drain";

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

const respondents = (n: number) => `${n} respondent${n === 1 ? "'s" : "s'"} answers`;

/** What 'Sync now' says it did (docs/decisions/047-status-line.md): never "uploaded" for what is still only here. */
export function syncOutcomeText({ online, waiting, result, kiosk }: SyncAttempt): string {
  if (!online) return "Still offline — your answers are safe on this device";
  if (waiting === 0) return "Nothing to upload";
  if (result && result.sent > 0) {
    const uploaded = kiosk ? `Uploaded ${respondents(result.sent)}` : "Uploaded your answers";
    return result.retrying + result.failed > 0 ? `${uploaded}; the rest are still waiting` : uploaded;
  }
  if (result && result.failed > 0) return "The server refused them — see below";
  return "Could not upload yet — your answers are safe on this device";
}
