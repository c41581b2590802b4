import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminStats } from "../../../schema/records/admin";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import Insights from "./AdminInsights";

const zeros = () => Array<number>(21).fill(0);
const SHOWN = { shown: true } as const;
const under = (needed: number) => ({ shown: false, reason: "under-floor", needed }) as const;
const privacy = (over: Partial<AdminStats["privacy"]> = {}): AdminStats["privacy"] => ({
  view: "all",
  floor: 5,
  publishedAt: null,
  funnel: SHOWN,
  culture: SHOWN,
  audiences: { ceo: SHOWN, manager: SHOWN, ic: SHOWN },
  ...over,
});
const stats = (over: Partial<AdminStats> = {}): AdminStats => ({
  total: 9,
  completed: 7,
  thisWeek: 1,
  withCulture: 2,
  typesByAudience: {},
  cultureScoreHistogram: { rabbit: zeros(), dog: zeros(), cat: zeros() },
  funnel: [],
  privacy: privacy(),
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Insights and the anonymity floor (decision 082)", () => {
  it("tells a viewer which figures are not yet reportable and how many more they need, instead of charting them", async () => {
    const view = privacy({
      view: "viewer",
      publishedAt: "2026-11-28T10:00:00.000Z",
      culture: under(3),
      audiences: { ceo: under(4), manager: SHOWN, ic: under(1) },
    });
    stubFetch((req) =>
      req.path === "/api/admin/stats"
        ? json(stats({ privacy: view, typesByAudience: { manager: { Pending: 5 } }, cultureScoreHistogram: null }))
        : json([]),
    );
    renderWithClient(<Insights />);
    await waitFor(() => expect(screen.getByTestId("hidden-types-ceo").textContent).toBe("CEO types: Not yet reportable — 4 more needed."));
    expect(screen.getByTestId("hidden-types-ic").textContent).toBe("IC types: Not yet reportable — 1 more needed.");
    expect(screen.getByTestId("hidden-culture").textContent).toBe("Culture scores: Not yet reportable — 3 more needed.");
    expect(screen.getByTestId("privacy-floor").textContent).toMatch(
      /^As of .*: these figures move once 5 responses in their group have changed/,
    );
    expect(screen.getByRole("table", { name: "Manager" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "CEO" })).toBeNull();
    expect(screen.queryByRole("img", { name: /Rabbit/ })).toBeNull();
  });

  it("shows an owner every figure, with what a viewer sees instead", async () => {
    stubFetch((req) =>
      req.path === "/api/admin/stats"
        ? json(
            stats({
              privacy: privacy({ audiences: { ceo: under(2), manager: SHOWN, ic: SHOWN } }),
              typesByAudience: { ceo: { "Driver / Supporter": 3 } },
            }),
          )
        : json([]),
    );
    renderWithClient(<Insights />);
    expect((await screen.findByTestId("hidden-types-ceo")).textContent).toBe(
      "Viewers see CEO types as: Not yet reportable — 2 more needed.",
    );
    expect(screen.getByRole("table", { name: "CEO" })).toBeTruthy();
  });

  it("shows no privacy note when viewers see every figure", async () => {
    stubFetch((req) => (req.path === "/api/admin/stats" ? json(stats()) : json([])));
    renderWithClient(<Insights />);
    await screen.findByText("No types assigned yet.");
    expect(screen.queryByTestId("hidden-types-ceo")).toBeNull();
    expect(screen.queryByTestId("hidden-culture")).toBeNull();
  });

  it("says that the optional steps count only who took them (decision 046)", async () => {
    const funnel = [
      { step: "completed", count: 2 },
      { step: "demographic-survey-complete", count: 1 },
    ];
    stubFetch((req) => (req.path === "/api/admin/stats" ? json(stats({ funnel })) : json([])));
    renderWithClient(<Insights />);
    expect((await screen.findByTestId("funnel-note")).textContent).toBe(
      "Culture compatibility and the demographic survey count only who took them: CEOs have no culture test, and the survey is optional.",
    );
  });
});
