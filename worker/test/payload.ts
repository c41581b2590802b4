import type { SavePayload } from "../../schema/payload";

export function validPayload(overrides: Partial<SavePayload> = {}): SavePayload {
  return {
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
