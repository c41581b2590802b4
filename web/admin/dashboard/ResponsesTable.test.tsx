import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleListItem, sampleRecord } from "../test/sample-record";
import { LIST_COLUMNS } from "./columns";
import { ResponsesTable } from "./ResponsesTable";

afterEach(cleanup);

function cells(record = sampleRecord()) {
  render(<ResponsesTable items={[sampleListItem(record)]} onOpen={vi.fn()} labelledBy="x" busy={false} />);
  const row = screen.getByTestId("response-row");
  return { row, cells: [...row.querySelectorAll("th, td")] as HTMLElement[] };
}

describe("ResponsesTable", () => {
  it("has SPEC's columns as column headers, Demographics left to the detail", () => {
    cells();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(LIST_COLUMNS.map((c) => c.name));
    expect(LIST_COLUMNS.map((c) => c.name)).not.toContain("Demographics");
    expect(LIST_COLUMNS).toHaveLength(10);
  });

  it("hides a column's header and cells together below the column's width", () => {
    const { cells: c } = cells();
    const headers = screen.getAllByRole("columnheader");
    LIST_COLUMNS.forEach((column, i) => {
      const hidden = { always: "", lg: "hidden lg:table-cell", xl: "hidden xl:table-cell" }[column.from];
      for (const el of [headers[i]!, c[i]!]) expect(el.className.includes(hidden), `${column.name}: ${el.className}`).toBe(true);
      if (column.from === "always") expect(headers[i]!.className).not.toContain("hidden");
    });
  });

  it("cuts a long email with an ellipsis, never mid-word, with the whole address as its title and text", () => {
    const email = "firstname.middlename.lastname@marketing-department.example-company.co.uk";
    const { cells: c } = cells(sampleRecord({ email }));
    const shown = c[1]!.querySelector("[title]")!;
    expect(shown.getAttribute("title")).toBe(email);
    expect(shown.textContent).toBe(email);
    expect(shown.className).toContain("truncate");
    expect(c[1]!.className).not.toContain("break-all");
  });

  it("formats each cell", () => {
    const { row, cells: c } = cells();
    expect(within(row).getByRole("button", { name: "Ada Lovelace" })).toBeTruthy();
    const link = within(c[2]!).getByRole("link");
    expect(link.getAttribute("href")).toBe("https://engines.example.org/about");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.textContent).toBe("engines.example.org (opens in a new tab)");
    expect(c[3]!.textContent).toBe("Manager");
    expect(c[4]!.textContent).toBe("1stYellow2ndBlueNot Like MeRed");
    const badge = c[6]!.querySelector("[title]")!;
    expect(badge.getAttribute("title")).toBe("Energizer / Influencer");
    expect(badge.querySelector("[aria-hidden]")!.textContent).toBe("Energizer / …");
    expect(c[7]!.textContent).toBe("Rabbit: 1Dog: 0Cat: 1");
    expect(c[8]!.textContent).toBe("2:05");
    expect(c[9]!.textContent).toMatch(/^Nov 20, 2026, \d{1,2}:04\s[AP]M$/);
  });

  it("shows raw text, N/A and the empty ranking texts", () => {
    const { cells: c } = cells(
      sampleRecord({
        companyWebsite: "Acme Inc",
        pageRankings: { attractionRanking: { yellow: 4, blue: 4, red: 4 } },
        finalType: null,
        cultureCompatibilityScores: null,
        demographicData: null,
        completionTimeSeconds: null,
      }),
    );
    expect(c[2]!.textContent).toBe("Acme Inc");
    expect(c[4]!.textContent).toBe('All "Not Like Me"');
    expect(c[5]!.textContent).toBe("No ranking data available");
    expect(c[6]!.textContent).toBe("Pending");
    expect(c[7]!.textContent).toBe("Not taken");
    expect(c[8]!.textContent).toBe("N/A");
    cleanup();
    expect(cells(sampleRecord({ companyWebsite: null })).cells[2]!.textContent).toBe("N/A");
  });

  it("shows a dash labelled In progress, no time and no date, for a response in progress (decision 046)", () => {
    const { cells: c } = cells(sampleRecord({ userFlow: "ceo", isCompleted: false, completionTimeSeconds: "0" }));
    for (const cell of [c[8]!, c[9]!]) {
      expect(cell.querySelector("[aria-hidden]")!.textContent).toBe("—");
      expect(cell.textContent).toBe("—In progress");
      expect(cell.textContent).not.toMatch(/\d/);
    }
  });

  it("shows a record that stopped after the intake as Pending, never a default type", () => {
    const { cells: c } = cells(sampleRecord({ finalType: { intrinsicAttraction: null, extrinsicPursuer: null }, pageRankings: null }));
    expect(c[6]!.textContent).toBe("Pending");
    cleanup();
    const half = cells(sampleRecord({ finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: null } })).cells[6]!;
    expect(half.querySelector("[title]")!.getAttribute("title")).toBe("Driver / Pending");
  });
});
