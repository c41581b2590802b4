import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/catalogs";
import { syncOutcome, type SyncAttempt } from "./sync-outcome";

// A message now, read in the language on screen: here the source English.
const syncOutcomeText = (attempt: SyncAttempt) => i18n._(syncOutcome(attempt));

const done = (sent: number, retrying = 0, failed = 0) => ({ sent, retrying, failed });

describe("what 'Sync now' says it did", () => {
  it("offline, whatever waits: still offline, the answers safe here", () => {
    expect(syncOutcomeText({ online: false, waiting: 2, result: done(0), kiosk: false })).toBe(
      "Still offline — your answers are safe on this device",
    );
    expect(syncOutcomeText({ online: false, waiting: 0, result: done(0), kiosk: true })).toBe(
      "Still offline — your answers are safe on this device",
    );
  });

  it("online with nothing waiting: nothing to upload", () => {
    expect(syncOutcomeText({ online: true, waiting: 0, result: done(0), kiosk: false })).toBe("Nothing to upload");
  });

  it("names what went: this respondent's answers, or a kiosk's respondents by count", () => {
    expect(syncOutcomeText({ online: true, waiting: 1, result: done(1), kiosk: false })).toBe("Uploaded your answers");
    expect(syncOutcomeText({ online: true, waiting: 3, result: done(3), kiosk: true })).toBe("Uploaded 3 respondents' answers");
    expect(syncOutcomeText({ online: true, waiting: 1, result: done(1), kiosk: true })).toBe("Uploaded 1 respondent's answers");
    expect(syncOutcomeText({ online: true, waiting: 3, result: done(2, 1), kiosk: true })).toBe(
      "Uploaded 2 respondents' answers; the rest are still waiting",
    );
  });

  it("never says uploaded when nothing went: the server unreachable, refusing, or the drain failing", () => {
    expect(syncOutcomeText({ online: true, waiting: 1, result: done(0, 1), kiosk: false })).toBe(
      "Could not upload yet — your answers are safe on this device",
    );
    expect(syncOutcomeText({ online: true, waiting: 1, result: null, kiosk: false })).toBe(
      "Could not upload yet — your answers are safe on this device",
    );
    expect(syncOutcomeText({ online: true, waiting: 1, result: done(0, 0, 1), kiosk: false })).toBe("The server refused them — see below");
  });
});
