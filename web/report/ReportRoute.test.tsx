import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Messages } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SponsorReport } from "../../schema/teams/sponsor-report";
import { i18n } from "../i18n/catalogs";
import ReportRoute from "./ReportRoute";

const REPORT: SponsorReport = {
  team: { name: "Platform crew", organisation: "Acme" },
  profileConfirmed: true,
  members: [
    { name: "Cleo", cultureMatch: null },
    { name: "Ivan", cultureMatch: 83 },
    { name: "Mira", cultureMatch: null },
  ],
  spread: {
    shown: true,
    buckets: [
      { label: "0–19", count: 0 },
      { label: "20–39", count: 0 },
      { label: "40–59", count: 1 },
      { label: "60–79", count: 1 },
      { label: "80–100", count: 3 },
    ],
  },
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
  act(() => i18n.activate("en"));
});

describe("sponsor report page", () => {
  it("shows each member's name and match against the confirmed profile, and the distribution — no profile values, roles or markers", async () => {
    const fetch = answer(200, REPORT);
    render(<ReportRoute token="tok_en-123" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Platform crew" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/report/tok_en-123", expect.objectContaining({ credentials: "omit" }));
    expect(screen.getByRole("heading", { level: 2, name: "Team profile" })).toBeTruthy();
    expect(screen.getByTestId("report-profile-status").textContent).toContain("The profile's own scores are not shown");
    const rows = screen.getAllByTestId("report-member").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Cleo", "—"],
      ["Ivan", "83%"],
      ["Mira", "—"],
    ]);
    const distribution = within(screen.getByTestId("report-distribution"));
    expect(distribution.getByRole("rowheader", { name: "80–100%" }).nextElementSibling?.textContent).toBe("3");
    expect(screen.getByRole("button", { name: "Print report" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const hidden of ["Rabbit", "Defines", "Manager", "CEO", "Individual contributor"]) expect(text, hidden).not.toContain(hidden);
  });

  it("has a language switcher in its header, and writes numbers, percentages and dates the way the language does", async () => {
    // Midday: the same date in every time zone.
    answer(200, { ...REPORT, expiresAt: "2027-01-15T12:00:00.000Z" });
    render(<ReportRoute token="t" />);
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    expect(within(screen.getByRole("banner")).getByRole("combobox", { name: "Language" })).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain("The link works until January 15, 2027.");
    act(() => {
      i18n.load("es", {});
      i18n.activate("es");
    });
    const rows = screen.getAllByTestId("report-member").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows[1]).toEqual(["Ivan", "83\u00a0%"]);
    const distribution = within(screen.getByTestId("report-distribution"));
    expect(distribution.getByRole("rowheader", { name: "80–100\u00a0%" })).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain("15 de enero de 2027");
  });

  it("says the spread is not yet reportable and how many more it needs, in each language", async () => {
    /** The hidden spread's text for `needed` in `language` (its real catalogue). */
    async function hiddenText(needed: number, language: "en" | "es" | "ar"): Promise<string | null> {
      const { messages } = (await import(`../i18n/locales/report/${language}.po`)) as { messages: Messages };
      act(() => {
        i18n.load(language, messages);
        i18n.activate(language);
      });
      answer(200, { ...REPORT, spread: { shown: false, needed } });
      render(<ReportRoute token="t" />);
      const text = (await screen.findByTestId("report-distribution-hidden")).textContent;
      expect(screen.queryByTestId("report-distribution")).toBeNull();
      cleanup();
      return text;
    }
    expect(await hiddenText(2, "en")).toBe("Not yet reportable — 2 more needed");
    expect(await hiddenText(1, "en")).toBe("Not yet reportable — 1 more needed");
    expect(await hiddenText(1, "es")).toBe("Aún no se puede mostrar — falta 1 miembro más");
    expect(await hiddenText(4, "es")).toBe("Aún no se puede mostrar — faltan 4 miembros más");
    // Arabic's plural forms: one and two are written out, three to ten take the plural.
    expect(await hiddenText(1, "ar")).toBe("لا يمكن عرضه بعد — يلزم عضو واحد آخر");
    expect(await hiddenText(2, "ar")).toBe("لا يمكن عرضه بعد — يلزم عضوان آخران");
    expect(await hiddenText(4, "ar")).toMatch(/^لا يمكن عرضه بعد — يلزم (4|٤) أعضاء آخرين$/);
  });

  it("lists names only, saying the profile is not yet confirmed, until an admin confirms one", async () => {
    answer(200, {
      ...REPORT,
      profileConfirmed: false,
      members: REPORT.members.map((m) => ({ ...m, cultureMatch: null })),
      spread: null,
    });
    render(<ReportRoute token="t" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Profile not yet confirmed" })).toBeTruthy();
    const rows = screen.getAllByTestId("report-member").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([["Cleo"], ["Ivan"], ["Mira"]]);
    expect(screen.queryByRole("columnheader", { name: "Culture match" })).toBeNull();
    expect(screen.queryByTestId("report-distribution")).toBeNull();
    expect(screen.queryByTestId("report-distribution-hidden")).toBeNull();
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

  it("says so when the address asked too often, and tries again on request", async () => {
    const fetch = answer(429, { error: "Too many requests", issues: [{ path: "token", message: "try again in 30 seconds" }] });
    render(<ReportRoute token="t" />);
    expect(await screen.findByRole("heading", { name: "Too many requests" })).toBeTruthy();
    answer(200, REPORT);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Platform crew" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
