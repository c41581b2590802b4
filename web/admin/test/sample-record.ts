import type { ResponseListItem, ResponseRecord } from "../../../schema/records/admin";
import { listItemFor } from "../../../schema/records/response-views";
import type { Role } from "../../../schema/identity/roles";

/** A complete stored response for component and helper tests. */
export function sampleRecord(overrides: Partial<ResponseRecord> = {}): ResponseRecord {
  return {
    id: "7b0f3c1e-8a0e-4d7b-9d2f-1c3a5e7f9b11",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phoneNumber: null,
    jobTitle: "Analyst",
    companyWebsite: "https://engines.example.org/about",
    linkedinProfile: "https://www.linkedin.com/in/ada",
    userFlow: "manager",
    attractionResponses: { yellow: { "1": 2, "1.1": 1, "2": 0 }, blue: { "1": 1 }, red: { "1": 0 } },
    pursuerResponses: { yellow: { "1": 1 }, blue: { "1": 2, "2": 2 }, red: {} },
    pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 4 }, pursuerRanking: { yellow: 2, blue: 1, red: 3 } },
    demographicData: { birthYear: "1815", parentingStyle: "Coach", currentLocation: { city: "London", country: "UK" } },
    demographicConsent: { at: "2026-11-20T09:00:00.000Z", version: "1" },
    managerShare: null,
    finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Influencer" },
    cultureCompatibilityResponses: { "rabbit-a1": 6, "dog-a21": 1, "cat-a41": 9 },
    cultureCompatibilityScores: { rabbit: 1, dog: 0, cat: 1 },
    completionTimeSeconds: "125",
    isCompleted: true,
    completedAt: "2026-11-20T15:04:00.000Z",
    updatedAt: "2026-11-20T15:04:00.000Z",
    finalTypeOverridden: false,
    lastStep: "final",
    deviceId: "device-1",
    revision: 3,
    teamId: null,
    teamCode: null,
    language: "en",
    ...overrides,
  };
}

/** The list row the server answers for `record` to `role` (schema/records/response-views.ts). */
export const sampleListItem = (record: ResponseRecord = sampleRecord(), role: Role = "owner"): ResponseListItem =>
  listItemFor(role, record);
