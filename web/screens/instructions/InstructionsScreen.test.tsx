import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inArabic } from "../../ui/test-language";
import { InstructionsScreen } from "./InstructionsScreen";

afterEach(cleanup);

const items = () => screen.getAllByRole("listitem").filter((li) => li.closest("ol")).map((li) => li.textContent);

describe("InstructionsScreen", () => {
  it("gives ceo 5-10 minutes and no culture test", () => {
    const onBegin = vi.fn<() => void>();
    render(<InstructionsScreen audience="ceo" productName="Sociality Assessment" onBegin={onBegin} />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Assessment Instructions" }));
    expect(screen.getByText("5-10 minutes")).toBeTruthy();
    expect(items()).toEqual(["Sociality Assessment", "Optional Demographics Survey", "Schedule Meeting to Review Results"]);
    fireEvent.click(screen.getByRole("button", { name: "Start Assessments" }));
    expect(onBegin).toHaveBeenCalledTimes(1);
  });

  it("gives the other audiences 10-15 minutes and the culture test, with the reworded notices", () => {
    render(<InstructionsScreen audience="ic" productName="Sociality Assessment" onBegin={() => {}} />);
    expect(screen.getByText("10-15 minutes")).toBeTruthy();
    expect(items()).toEqual(["Sociality Assessment", "Culture Compatibility Test", "Optional Demographics Survey", "Schedule Meeting to Review Results"]);
    expect(screen.getByText("Use the buttons in the assessment rather than your browser's back button.")).toBeTruthy();
    expect(screen.getByRole("main").textContent).not.toMatch(/restart/i);
  });
});

describe("InstructionsScreen in another language", () => {
  it("writes the estimate's minutes with the language's digits", () => {
    inArabic();
    render(<InstructionsScreen audience="ceo" productName="Sociality Assessment" onBegin={() => {}} />);
    expect(screen.getByText("٥-١٠ minutes")).toBeTruthy();
  });
});
