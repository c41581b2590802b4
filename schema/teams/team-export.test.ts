import { describe, expect, it } from "vitest";
import { readCsv } from "../export/csv";
import { EXPORT_HEADERS, type ExportSource } from "../export/export-columns";
import { TEAM_EXPORT_HEADERS, teamExportFileName, teamExportHeaderLine, teamExportLine } from "./team-export";

const src: ExportSource = {
  id: "r1",
  name: "Ivan",
  email: "ivan@example.com",
  phoneNumber: null,
  jobTitle: "Engineer",
  companyWebsite: null,
  linkedinProfile: "https://www.linkedin.com/in/ivan",
  userFlow: "ic",
  completionTimeSeconds: "300",
  completedAtMs: Date.UTC(2026, 10, 22),
  isCompleted: true,
  pageRankingsJson: null,
  attractionResponsesJson: "{}",
  pursuerResponsesJson: "{}",
  finalTypeJson: null,
  cultureCompatibilityScoresJson: '{"rabbit":12,"dog":5,"cat":3}',
  cultureCompatibilityResponsesJson: null,
  demographicDataJson: null,
};

describe("team export", () => {
  it("is the spec's 33 columns in order, then Team and Culture Match", () => {
    expect(EXPORT_HEADERS).toHaveLength(33);
    expect(TEAM_EXPORT_HEADERS).toEqual([...EXPORT_HEADERS, "Team", "Culture Match"]);
    expect(readCsv(teamExportHeaderLine())[0]!.fields).toEqual(TEAM_EXPORT_HEADERS);
  });
  it("writes the team name and the match (empty without one), neutralising formulas in the name", () => {
    const row = readCsv(teamExportLine(src, "=Platform, crew", 83))[0]!.fields;
    expect(row).toHaveLength(35);
    expect(row.slice(33)).toEqual(["'=Platform, crew", "83"]);
    expect(readCsv(teamExportLine(src, "Platform", null))[0]!.fields.slice(33)).toEqual(["Platform", ""]);
  });
  it("names the file after the team", () => {
    expect(teamExportFileName("Équipe Café / Ops!", new Date(Date.UTC(2026, 10, 22, 21, 45)))).toBe(
      "team-equipe-cafe-ops-2026-11-22T21-45-00.csv",
    );
    expect(teamExportFileName("???", new Date(0))).toBe("team-team-1970-01-01T00-00-00.csv");
  });
});
