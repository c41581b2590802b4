import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminStats } from "../../../schema/records/admin";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { toastsRaised } from "../test/toast-mock";
import { STATS_KEY } from "../api/get-stats";
import { ExportCard } from "./ExportCard";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const stats = (total: number) => ({ total }) as AdminStats;
const encoder = new TextEncoder();

/** A CSV response whose chunks the test releases one by one. */
function streamedCsv(rowCount: number) {
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  const response = new Response(body, {
    headers: { "X-Row-Count": String(rowCount), "Content-Disposition": 'attachment; filename="assessment-responses-test.csv"' },
  });
  return { response, push: (text: string | null) => act(async () => push(text)) };
}

let saved: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  saved = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => `blob:${saved.push({ name: "", text: (blob as Blob).text() })}`);
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ExportCard", () => {
  it("shows progress against X-Row-Count while streaming, then saves the file", async () => {
    const csv = streamedCsv(4);
    stubFetch((req) => (req.path === "/api/admin/stats" ? json(stats(4)) : csv.response));
    renderWithClient(<ExportCard />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/admin/stats", expect.anything()));
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect((await screen.findByRole("button", { name: "Exporting..." })).hasAttribute("disabled")).toBe(true);

    await csv.push('ID,Name\n1,Ada\n2,"Grace\nHopper"\n');
    const bar = screen.getByLabelText("Export progress") as HTMLProgressElement;
    await waitFor(() => expect(bar.getAttribute("value")).toBe("50"));
    expect(screen.getByText("2 of 4 rows")).toBeTruthy();

    await csv.push("3,Alan\n4,Edsger\n");
    await csv.push(null);
    await waitFor(() => expect(toastsRaised()).toEqual(["success: Export completed - Successfully exported 4 assessment responses"]));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe("assessment-responses-test.csv");
    expect(await saved[0]!.text).toBe('ID,Name\n1,Ada\n2,"Grace\nHopper"\n3,Alan\n4,Edsger\n');
    expect(screen.queryByLabelText("Export progress")).toBeNull();
  });

  it("does not call the export when there is nothing to export", async () => {
    const calls = stubFetch(() => json(stats(0)));
    const { client } = renderWithClient(<ExportCard />);
    // The stats have arrived (not just been asked for): the card knows there is nothing to export.
    await waitFor(() => expect(client.getQueryData(STATS_KEY)).toEqual(stats(0)));
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(toastsRaised()).toEqual(["default: No data to export - There are no assessment responses to export"]);
    expect(calls.map((c) => c.path)).toEqual(["/api/admin/stats"]);
  });

  it("reports a failed export", async () => {
    stubFetch((req) => (req.path === "/api/admin/stats" ? json(stats(2)) : json({ error: "boom", issues: [] }, 500)));
    renderWithClient(<ExportCard />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(toastsRaised()).toEqual(["error: Export failed - An error occurred while exporting data"]));
    expect(saved).toEqual([]);
  });
});
