import { describe, expect, it } from "vitest";
import type { ResponseRecord } from "./admin";
import { detailFor, listItemFor } from "./response-views";
import { ROLES } from "../identity/roles";

const record: ResponseRecord = {
  id: "7b0f3c1e-8a0e-4d7b-9d2f-1c3a5e7f9b11",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "+44 20 0000",
  jobTitle: "Analyst",
  companyWebsite: null,
  linkedinProfile: "https://www.linkedin.com/in/ada",
  userFlow: "manager",
  attractionResponses: { yellow: { "1": 2 } },
  pursuerResponses: {},
  pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 } },
  demographicData: { religion: "None" },
  demographicConsent: { at: "2026-11-20T09:00:00.000Z", version: "1" },
  managerShare: { at: "2026-11-20T09:01:00.000Z", version: "1" },
  finalType: null,
  cultureCompatibilityResponses: { "rabbit-a1": 9 },
  cultureCompatibilityScores: { rabbit: 1, dog: 0, cat: 0 },
  completionTimeSeconds: "125",
  isCompleted: true,
  completedAt: "2026-11-20T15:04:00.000Z",
  updatedAt: "2026-11-20T15:04:00.000Z",
  finalTypeOverridden: false,
  lastStep: "final",
  deviceId: "device-1",
  revision: 3,
  teamId: "team-1",
  teamCode: "code-1",
  language: "es",
};

describe("what each role reads of a response", () => {
  it("a list row never carries answers, culture answers, contact details beyond email or demographics", () => {
    for (const role of ROLES) {
      const row = listItemFor(role, record);
      for (const key of [
        "attractionResponses",
        "pursuerResponses",
        "cultureCompatibilityResponses",
        "demographicData",
        "demographicConsent",
        "managerShare",
        "phoneNumber",
        "linkedinProfile",
      ]) {
        expect(row, `${role} ${key}`).not.toHaveProperty(key);
      }
      expect(row.hasDemographics).toBe(true);
    }
    expect(listItemFor("admin", { ...record, demographicData: { religion: " " } }).hasDemographics).toBe(false);
  });

  it("owners and admins read the demographics, the team and the sharing with its manager; a viewer reads none of them", () => {
    expect(detailFor("owner", record)).toEqual(record);
    expect(detailFor("admin", record)).toEqual(record);
    const { demographicData: _d, teamId: _t, teamCode: _c, managerShare: _m, ...rest } = record;
    expect(detailFor("viewer", record)).toEqual(rest);
    expect(listItemFor("admin", record)).toMatchObject({ teamId: "team-1", teamCode: "code-1" });
    expect(listItemFor("viewer", record)).not.toHaveProperty("teamId");
    expect(listItemFor("viewer", record)).not.toHaveProperty("teamCode");
  });
});
