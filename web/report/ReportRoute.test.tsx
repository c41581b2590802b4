import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SponsorReport } from "../../schema/team-api";
import ReportRoute from "./ReportRoute";

const REPORT: SponsorReport = {
  team: { name: "Platform crew", organisation: "Acme" },
  profile: { rabbit: 8, dog: 10, cat: 2 },
  profileSource: "manager",
  profileHidden: false,
  completedMembers: 6,
  members: [
    { name: "Ivan", userFlow: "ic", cultureMatch: 83, definesProfile: false },
    { name: "Mira", userFlow: "manager", cultureMatch: null, definesProfile: true },
    { name: "Cleo", userFlow: "ceo", cultureMatch: null, definesProfile: false },
  ],
  distribution: [
    { label: "0–19", count: 0 },
    { label: "20–39", count: 0 },
    { label: "40–59", count: 1 },
    { label: "60–79", count: 1 },
    { label: "80–100", count: 3 },
  ],
  distributionHidden: false,
  minAggregateMembers: 5,
  expiresAt: "2027-01-31T23:59:59.000Z",
};

function answer(status: number, body: unknown = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("sponsor report page", () => {
  it("shows the team profile, the distribution and each member's name and match", async () => {
    const fetch = answer(200, REPORT);
    render(<ReportRoute token="tok_en-123" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Platform crew" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/report/tok_en-123", expect.objectContaining({ credentials: "omit" }));
    expect(screen.getByTestId("report-profile").textContent).toBe("Rabbit8Dog10Cat2");
    const rows = screen.getAllByTestId("report-member").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Ivan", "Individual contributor", "83%"],
      ["Mira", "Manager", "Defines the team profile"],
      ["Cleo", "CEO", "No culture test (CEO)"],
    ]);
    const distribution = within(screen.getByTestId("report-distribution"));
    expect(distribution.getByRole("rowheader", { name: "80–100%" }).nextElementSibling?.textContent).toBe("3");
    expect(screen.getByRole("button", { name: "Print report" })).toBeTruthy();
  });

  it("says why the aggregates are hidden for a small team", async () => {
    answer(200, { ...REPORT, profile: null, profileSource: "mean", profileHidden: true, distribution: null, distributionHidden: true, completedMembers: 4 });
    render(<ReportRoute token="t" />);
    expect((await screen.findByTestId("report-profile-hidden")).textContent).toContain("shown once at least 5 members have completed");
    expect(screen.getByTestId("report-distribution-hidden").textContent).toContain("at least 5 members have a culture match");
    expect(screen.queryByTestId("report-distribution")).toBeNull();
  });

  it("tells a revoked or unknown link from an expired one", async () => {
    answer(404, { error: "Report not found", issues: [] });
    render(<ReportRoute token="gone" />);
    expect(await screen.findByRole("heading", { name: "This report is not available" })).toBeTruthy();
    cleanup();
    answer(410, { error: "Report link expired", issues: [] });
    render(<ReportRoute token="old" />);
    expect(await screen.findByRole("heading", { name: "This report link has expired" })).toBeTruthy();
  });
});
