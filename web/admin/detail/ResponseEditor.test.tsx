import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../test/fake-api";
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

  it("shows a type part the respondent has not reached as Pending and sends nothing for it unless edited", () => {
    stubFetch(() => json({}));
    renderWithClient(<ResponseEditor record={sampleRecord({ finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: null } })} />);
    expect(screen.getByTestId("final-type-assigned").textContent).toBe("Assigned type: Driver / Pending");
    expect((screen.getByLabelText("Extrinsic Pursuer") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Extrinsic Pursuer") as HTMLInputElement).placeholder).toBe("Pending");
    expect(screen.getAllByRole("button", { name: "Save Changes" })[0]!.hasAttribute("disabled")).toBe(true);
  });

  it("pages through the six response pages", () => {
    stubFetch(() => json({}));
    renderWithClient(<ResponseEditor record={record} />);
    const title = () => screen.getByTestId("responses-page-title").textContent;
    expect(title()).toBe("Page 1 of 6: Part 1 (Attraction), Yellow (Energizer)");
    expect(screen.getByRole("row", { name: "1.1 Identifies" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "2 No response" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "1 Strongly identifies" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 5: Pursuer Blue" }));
    expect(title()).toBe("Page 5 of 6: Part 2 (Pursuer), Blue (Supporter)");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(title()).toBe("Page 6 of 6: Part 2 (Pursuer), Red (Controller)");
    expect(screen.getByText("No responses recorded for this page.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
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
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      path: `/api/admin/responses/${record.id}`,
      body: { name: "Ada King", finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" } },
    });
    answer(json({ ...record, name: "Ada King", finalType: { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" }, finalTypeOverridden: true }));
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
    expect(calls).toEqual([]);
  });

  it("reports a failed save", async () => {
    stubFetch(() => json({ error: "boom", issues: [] }, 500));
    renderWithClient(<ResponseEditor record={record} />);
    fireEvent.change(screen.getByLabelText("City", { selector: "#edit-demographicData-birthLocation-city" }), { target: { value: "Paris" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save Changes" })[2]!);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Failed to save user data"));
    expect(toastsRaised()).toEqual(["error: Error - Failed to update user data"]);
  });
});
