// A valid save body to start a test from, one shape for the worker tests and the e2e tests (pure data,
// no I/O): a test overrides only the fields it asserts on.
import { CULTURE_IDS } from "../assessment/culture-ids";
import type { SavePayload } from "./payload";

/** A finished culture test (a final save carries all 60 answers): "No, That's Not Me" except the given ones. */
export const allCultureAnswers = (given: Record<string, number> = {}): Record<string, number> => ({
  ...Object.fromEntries(CULTURE_IDS.map((id) => [id, 1])),
  ...given,
});

/** A respondent who answered the survey opted in: the consent the app sends with it (docs/admin.md#identity-audit-and-data-rights). */
export const TEST_CONSENT = { at: "2026-11-23T09:00:00.000Z", version: "1" };

/** A respondent who has sent the intake: a manager, nothing answered yet. */
export function validPayload(overrides: Partial<SavePayload> = {}): SavePayload {
  // Demographic answers are stored only with a consent; a test that means "without" passes demographicConsent itself.
  const consent = overrides.demographicData && !("demographicConsent" in overrides) ? { demographicConsent: TEST_CONSENT } : {};
  return {
    ...consent,
    id: crypto.randomUUID(),
    revision: 1,
    writeToken: "w".repeat(40),
    step: "intake-complete",
    deviceId: "device-1",
    schemaVersion: 1,
    name: "Grace Hopper",
    email: "grace@example.com",
    phoneNumber: "+1 555 0100",
    jobTitle: "Rear Admiral",
    companyWebsite: "https://navy.example.mil",
    linkedinProfile: "https://www.linkedin.com/in/grace",
    userFlow: "manager",
    attractionResponses: {},
    pursuerResponses: {},
    isCompleted: false,
    ...overrides,
  };
}
