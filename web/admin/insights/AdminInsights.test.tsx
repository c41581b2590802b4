import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminStats } from "../../../schema/records/admin";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import Insights from "./AdminInsights";

const zeros = () => Array<number>(21).fill(0);
const stats = (hiddenGroups: AdminStats["hiddenGroups"], typesByAudience: AdminStats["typesByAudience"] = {}): AdminStats => ({
  total: 9,
  completed: 7,
  thisWeek: 1,
  withCulture: 2,
  typesByAudience,
  cultureScoreHistogram: { rabbit: zeros(), dog: zeros(), cat: zeros() },
  funnel: [],
  hiddenGroups,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Insights and small groups (docs/admin.md#identity-audit-and-data-rights)", () => {
  it("says which groups were left out for having fewer than 5, instead of charting them", async () => {
    stubFetch((req) =>
      req.path === "/api/admin/stats"
        ? json(stats({ audiences: ["ceo", "ic"], cultureHistogram: true }, { manager: { Pending: 5 } }))
        : json([]),
    );
    renderWithClient(<Insights />);
    await waitFor(() =>
      expect(screen.getByTestId("hidden-audiences").textContent).toBe(
        "Hidden to protect privacy: CEO, IC (fewer than 5 completed responses each).",
      ),
    );
    expect(screen.getByTestId("hidden-culture").textContent).toBe("Hidden to protect privacy: fewer than 5 responses have culture scores.");
    expect(screen.getByRole("table", { name: "Manager" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "CEO" })).toBeNull();
  });

  it("shows no privacy note when nothing was hidden", async () => {
    stubFetch((req) => (req.path === "/api/admin/stats" ? json(stats({ audiences: [], cultureHistogram: false })) : json([])));
    renderWithClient(<Insights />);
    await screen.findByText("No types assigned yet.");
    expect(screen.queryByTestId("hidden-audiences")).toBeNull();
    expect(screen.queryByTestId("hidden-culture")).toBeNull();
  });

  it("says that the optional steps count only who took them (decision 046)", async () => {
    const funnel = [
      { step: "completed", count: 2 },
      { step: "demographic-survey-complete", count: 1 },
    ];
    stubFetch((req) =>
      req.path === "/api/admin/stats" ? json({ ...stats({ audiences: [], cultureHistogram: false }), funnel }) : json([]),
    );
    renderWithClient(<Insights />);
    expect((await screen.findByTestId("funnel-note")).textContent).toBe(
      "Culture compatibility and the demographic survey count only who took them: CEOs have no culture test, and the survey is optional.",
    );
  });
});
