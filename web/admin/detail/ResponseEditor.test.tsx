import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseProfileCsv } from "../../../schema/assessment/content";
import attractionCsv from "../../../schema/assessment/content/en/attraction.csv";
import pursuerCsv from "../../../schema/assessment/content/en/pursuer.csv";
import { json, stubFetch, type FakeRequest } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { sampleRecord } from "../test/sample-record";
import { toastsRaised } from "../test/toast-mock";
import { ResponsesPageView } from "./AssessmentResponsesCard";
import { ResponseEditor } from "./ResponseEditor";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = sampleRecord();
const content = { attraction: parseProfileCsv(attractionCsv), pursuer: parseProfileCsv(pursuerCsv) };
/** The public statements for the detail's texts; `other` answers everything else. */
const withContent = (other: (req: FakeRequest) => Response | Promise<Response>) => (req: FakeRequest) =>
  req.path === "/api/assessment-data" ? json(content) : other(req);

describe("ResponseEditor", () => {
  it("shows every section of the detail", () => {
    stubFetch(() => json({}));
    renderWithClient(<ResponseEditor record={record} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Page Rankings",
      "Assessment Scores Overview",
      "Final Type Assignment",
      "Assessment Responses",
      "Profile Information",
      "Culture Compatibility Assessment",
      "Demographic Information",
    ]);
    expect(screen.getByText("Total responses: 3 / 60")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Save Changes" })).toHaveLength(3);
  });

  it("says which language the response was taken in, in that language's own name (decision 051)", () => {
    stubFetch(() => json({}));
    const { unmount } = renderWithClient(<ResponseEditor record={sampleRecord({ language: "ar" })} />);
    const line = screen.getByTestId("detail-language");
    expect(line.textContent).toBe("Language: العربية (ar)");
    // Isolated and marked, so the Arabic name reads right to left inside the English line.
    expect(line.querySelector("bdi")?.getAttribute("lang")).toBe("ar");
    unmount();
    renderWithClient(<ResponseEditor record={sampleRecord({ language: "es" })} />);
    expect(screen.getByTestId("detail-language").textContent).toBe("Language: Español (es)");
  });

  it("reads a response saved before languages as English, saying so", () => {
    stubFetch(() => json({}));
    renderWithClient(<ResponseEditor record={sampleRecord({ language: null })} />);
    expect(screen.getByTestId("detail-language").textContent).toBe("Language: English (before languages)");
  });

  it("shows a type part the respondent has not reached as Pending and sends nothing for it unless edited", () => {
    stubFetch(withContent(() => json({})));
    renderWithClient(<ResponseEditor record={sampleRecord({ finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: null } })} />);
    expect(screen.getByTestId("final-type-assigned").textContent).toBe("Assigned type: Driver / Pending");
    expect((screen.getByLabelText("Extrinsic Pursuer") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Extrinsic Pursuer") as HTMLInputElement).placeholder).toBe("Pending");
    expect(screen.getAllByRole("button", { name: "Save Changes" })[0]!.hasAttribute("disabled")).toBe(true);
  });

  it("pages through the six response pages", async () => {
    stubFetch(withContent(() => json({})));
    renderWithClient(<ResponseEditor record={record} />);
    const title = () => screen.getByTestId("responses-page-title").textContent;
    expect(title()).toBe("Page 1 of 6: Part 1 (Attraction), Yellow (Energizer)");
    expect(await screen.findByRole("row", { name: "1 I get a lift from being around lively people. Strongly identifies" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "1.1 Not in the current assessment Identifies" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "2 New ideas excite me more than finished plans. No response" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 5: Pursuer Blue" }));
    expect(title()).toBe("Page 5 of 6: Part 2 (Pursuer), Blue (Supporter)");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(title()).toBe("Page 6 of 6: Part 2 (Pursuer), Red (Controller)");
    expect(screen.getByText("No responses recorded for this page.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows each statement's text beside its placement and rating, under its unrated heading, so a placement reads as the statement it is", async () => {
    const rated = sampleRecord({ attractionResponses: { yellow: { "1": 2, "11.1": 1, "11.3": 0, "12.2": 2 } } });
    stubFetch(withContent(() => json({})));
    renderWithClient(<ResponseEditor record={rated} />);
    expect(screen.getByRole("row", { name: "11.1 Loading statement... Identifies" })).toBeTruthy();
    await screen.findByText("I lift the mood of a room.");
    const rows = screen.getAllByRole("row", { name: /^(\d|At your)/ });
    expect(rows.map((r) => r.textContent)).toEqual([
      "1I get a lift from being around lively people.Strongly identifies",
      "At your best:",
      "11.1I lift the mood of a room.Identifies",
      "11.3I get people moving when energy is low.No response",
      "At your worst:",
      "12.2I sometimes start more things than I finish.Strongly identifies",
    ]);
    expect(screen.getByRole("columnheader", { name: "At your best:" })).toBeTruthy();
  });

  it("keeps placements and ratings when the statements cannot be loaded", async () => {
    stubFetch((req) => (req.path === "/api/assessment-data" ? json({ error: "down", issues: [] }, 503) : json({})));
    renderWithClient(<ResponseEditor record={record} />);
    expect(await screen.findByRole("row", { name: "1 Statement text could not be loaded Strongly identifies" })).toBeTruthy();
  });

  it("says 'Invalid page selection' for a page outside 1-6", () => {
    render(<ResponsesPageView record={record} page={7} />);
    expect(screen.getByRole("alert").textContent).toBe("Invalid page selection");
  });

  it("saves only the changes, shows 'Saving...', then the server's copy", async () => {
    let answer: (r: Response) => void = () => {};
    const calls = stubFetch(() => new Promise<Response>((r) => (answer = r)));
    renderWithClient(<ResponseEditor record={record} />);
    const save = () => screen.getAllByRole("button", { name: /Save Changes|Saving/ })[1]!;
    expect(save().hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Ada King" } });
    fireEvent.change(screen.getByLabelText("Extrinsic Pursuer"), { target: { value: "Supporter" } });
    fireEvent.click(save());
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Saving..." })).toHaveLength(3));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      method: "PATCH",
      path: `/api/admin/responses/${record.id}`,
      body: { name: "Ada King", finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" } },
    });
    answer(
      json({
        ...record,
        name: "Ada King",
        finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" },
        finalTypeOverridden: true,
      }),
    );
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("All changes saved"));
    expect(toastsRaised()).toEqual(["success: Success - User data updated successfully"]);
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada King");
  });

  it("shows field messages instead of saving invalid data", () => {
    const calls = stubFetch(() => json({}));
    renderWithClient(<ResponseEditor record={record} />);
    fireEvent.change(screen.getByLabelText("Email Address"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save Changes" })[0]!);
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email Address"));
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("reports a failed save", async () => {
    stubFetch(() => json({ error: "boom", issues: [] }, 500));
    renderWithClient(<ResponseEditor record={record} />);
    fireEvent.change(screen.getByLabelText("City", { selector: "#edit-demographicData-birthLocation-city" }), {
      target: { value: "Paris" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Save Changes" })[2]!);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Failed to save user data"));
    expect(toastsRaised()).toEqual(["error: Error - Failed to update user data"]);
  });
});
