import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CultureCode } from "../../../schema/constants";
import type { CultureStatement } from "../../../schema/assessment/content";
import { i18n } from "../../i18n/catalogs";
import { ANSWER_LABEL } from "./answer-labels";
import { CultureInstructionsScreen } from "./CultureInstructionsScreen";
import { CultureQuestionScreen } from "./CultureQuestionScreen";

afterEach(() => {
  cleanup();
  i18n.activate("en");
});

const STATEMENT: CultureStatement = { id: "dog-a21", category: "Dog", code: "A21", text: "I like a calm, steady team." };
// The No family, then the Yes family, each from its strongest answer down, so the two columns
// mirror each other row by row (docs/flow.md#layout).
const LABELS = [
  "Strong No",
  "No, That's Not Me",
  "Wish This Was Me",
  "Used To, Not Anymore",
  "Strong Yes",
  "Yes, I Identify",
  "Wish This Wasn't Me",
  "Didn't Before, Do Now",
];

function setup(over: Partial<Parameters<typeof CultureQuestionScreen>[0]> = {}) {
  const props = {
    statement: STATEMENT,
    index: 4,
    total: 60,
    answer: undefined,
    canNext: false,
    onAnswer: vi.fn<(code: CultureCode) => void>(),
    onBack: vi.fn<() => void>(),
    onNext: vi.fn<() => void>(),
    ...over,
  };
  const view = render(<CultureQuestionScreen {...props} />);
  return { ...props, rerender: view.rerender };
}

const answers = () => within(screen.getByRole("group", { name: "Your answer" })).getAllByRole("button");

describe("CultureQuestionScreen", () => {
  it("shows progress, the heading, the statement and the 8 responses, No family then Yes family, each with an icon", () => {
    setup();
    expect(screen.getByText("Question 5 of 60")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("8");
    const heading = screen.getByRole("heading", { level: 1, name: "Do You Identify?" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(STATEMENT.text)).toBeTruthy();
    const buttons = answers();
    expect(buttons.map((b) => b.textContent)).toEqual(LABELS);
    expect(buttons.map((b) => b.getAttribute("data-code"))).toEqual(["4", "1", "2", "3", "9", "6", "7", "8"]);
    const icons = buttons.map((b) => b.querySelector("svg"));
    expect(icons.every((svg) => svg?.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(new Set(icons.map((svg) => svg?.innerHTML)).size).toBe(8);
  });

  it("clicking a response calls onAnswer with its code", () => {
    const { onAnswer } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Strong Yes" }));
    expect(onAnswer).toHaveBeenCalledWith(9);
    fireEvent.click(screen.getByRole("button", { name: "Used To, Not Anymore" }));
    expect(onAnswer).toHaveBeenLastCalledWith(3);
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it("shows an existing answer as pressed without calling onAnswer, and Next moves on", () => {
    const { onAnswer, onNext } = setup({ answer: 6, canNext: true });
    expect(answers().map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "false", "false", "false", "false", "true", "false", "false"]);
    expect(onAnswer).not.toHaveBeenCalled();
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("disables Next when the machine refuses it, whatever the answer shown", () => {
    const { onNext, rerender, ...props } = setup({ answer: undefined, canNext: false });
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(next);
    expect(onNext).not.toHaveBeenCalled();
    rerender(<CultureQuestionScreen {...props} onNext={onNext} answer={6} canNext={false} />);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Back calls onBack; a new question scrolls to the top and refocuses the heading", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { rerender, onBack, ...props } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();
    (screen.getByRole("button", { name: "Back" }) as HTMLButtonElement).focus();
    act(() => rerender(<CultureQuestionScreen {...props} onBack={onBack} index={5} statement={{ ...STATEMENT, id: "dog-a22", text: "Next one" }} />));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByText("Question 6 of 60")).toBeTruthy();
    scrollTo.mockRestore();
  });

  it("opens the instructions modal and closes it", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "View Instructions" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("the sponsoring organisation sees only your overall score, not your individual answers");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("CultureQuestionScreen in another language", () => {
  it("shows each answer by its translated label and still answers with its code; the instructions name the same labels", async () => {
    const { onAnswer } = setup();
    act(() => {
      i18n.load("es", { [ANSWER_LABEL[9].id]: "Sí, totalmente", [ANSWER_LABEL[4].id]: "No, en absoluto" });
      i18n.activate("es");
    });
    expect(answers().map((b) => b.textContent)).toEqual(["No, en absoluto", ...LABELS.slice(1, 4), "Sí, totalmente", ...LABELS.slice(5)]);
    fireEvent.click(screen.getByRole("button", { name: "Sí, totalmente" }));
    expect(onAnswer).toHaveBeenCalledWith(9);
    fireEvent.click(screen.getByRole("button", { name: "View Instructions" }));
    const dialog = await screen.findByRole("dialog");
    expect([...dialog.querySelectorAll("strong")].map((s) => s.textContent)).toEqual(expect.arrayContaining(["Sí, totalmente", "No, en absoluto"]));
  });
});

describe("CultureInstructionsScreen", () => {
  it("explains the privacy of answers and offers Start and Back", () => {
    const onStart = vi.fn<() => void>();
    const onBack = vi.fn<() => void>();
    render(<CultureInstructionsScreen onStart={onStart} onBack={onBack} />);
    expect(screen.getByRole("main").textContent).toContain("sees only your overall score, not your individual answers");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
