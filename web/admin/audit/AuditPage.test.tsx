import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../../schema/records/audit";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { AuditPage } from "./AuditPage";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const entry = (i: number): AuditEntry => ({
  at: new Date(Date.UTC(2026, 10, 22, 12, i)).toISOString(),
  actor: "owner@example.org",
  action: "response.edit",
  target: `response-${i}`,
  detail: { field: "name", old: `Old ${i}`, new: `New ${i}` },
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:audit");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AuditPage", () => {
  it("shows entries newest first, pages with the cursor, and downloads the CSV", async () => {
    const calls = stubFetch((req) => {
      if (req.path === "/api/admin/audit.csv")
        return new Response("\uFEFFAt,Actor\r\n", { headers: { "Content-Disposition": 'attachment; filename="audit-log-x.csv"' } });
      const cursor = req.url.searchParams.get("cursor");
      return cursor === "7" ? json({ items: [entry(1)], nextCursor: null }) : json({ items: [entry(3), entry(2)], nextCursor: "7" });
    });
    renderWithClient(<AuditPage />);
    await waitFor(() => expect(screen.getAllByTestId("audit-row")).toHaveLength(2));
    expect(screen.getAllByTestId("audit-row")[0]?.textContent).toContain("Edited a response");
    expect(screen.getAllByTestId("audit-row")[0]?.textContent).toContain("name: Old 3 → New 3");

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("audit-row")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(calls.find((c) => c.url.searchParams.get("cursor"))?.url.search).toBe("?limit=50&cursor=7");

    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/audit.csv")).toBe(true));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled());
  });
});
