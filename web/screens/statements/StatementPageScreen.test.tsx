import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileStatement } from "../../../schema/assessment/content";
import { inArabic } from "../../ui/test-language";
import type { PageProgress } from "../../../schema/assessment/page-progress";
import { StatementPageScreen } from "./StatementPageScreen";

afterEach(cleanup);

const STATEMENTS: ProfileStatement[] = [
  { category: "Blue", placement: "1", text: "I listen first." },
  { category: "Blue", placement: "2", text: "I keep the peace." },
  { category: "Blue", placement: "3", text: "At Your BEST:" },
  { category: "Blue", placement: "3.1", text: "I calm a tense room." },
  { category: "Blue", placement: "4", text: "at your worst:" },
  { category: "Blue", placement: "4.1", text: "I avoid conflict too long." },
];

/** Page `page` of `total` in Part 1, Part 2 not ranked yet. */
const at = (page: number, total: number): PageProgress => ({
  part: "attraction",
  page,
  total,
  parts: { attraction: { done: page, total }, pursuer: { done: 0, total: null } },
});

function setup(over: Partial<Parameters<typeof StatementPageScreen>[0]> = {}) {
  const props = {
    page: { dataset: "attraction" as const, category: "blue" as const },
    progress: at(2, 3),
    statements: STATEMENTS,
    ratings: {},
    busy: false,
    onRate: vi.fn<(placement: string) => void>(),
    onNext: vi.fn<() => void>(),
    ...over,
  };
  const view = render(<StatementPageScreen {...props} />);
  return { ...props, rerender: view.rerender };
}

describe("StatementPageScreen", () => {
  it("shows the progress header 'Page 2 of 3' with a bar per part, Part 2's not started", () => {
    setup();
    expect(screen.getByText("Assessment Progress")).toBeTruthy();
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    const [part1, part2] = screen.getAllByRole("progressbar");
    expect(part1!.getAttribute("aria-valuenow")).toBe("67");
    expect(part1!.getAttribute("aria-valuetext")).toBe("Page 2 of 3 (67%)");
    expect(screen.getByRole("progressbar", { name: "Assessment Progress Part 1" })).toBe(part1);
    expect(part2!.getAttribute("aria-valuenow")).toBe("0");
    expect(part2!.getAttribute("aria-valuetext")).toBe("Not started yet (0%)");
    expect(screen.getByRole("heading", { level: 2, name: /Harmonizer/ }).textContent).toContain("Part 1");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Do You Identify?" }));
  });

  it("renders 'At your best:' / 'At your worst:' rows as headings without a bullet", () => {
    setup();
    for (const name of ["At Your BEST:", "at your worst:"]) {
      expect(screen.getByRole("heading", { level: 3, name }).tagName).toBe("H3");
      expect(screen.queryByRole("button", { name: new RegExp(`^${name}`) })).toBeNull();
    }
    const bullets = screen.getAllByRole("button").filter((b) => b.hasAttribute("data-placement"));
    expect(bullets.map((b) => b.getAttribute("data-placement"))).toEqual(["1", "2", "3.1", "4.1"]);
  });

  it("indents dotted placements under their heading", () => {
    setup();
    const sub = screen.getByRole("button", { name: /^I calm a tense room\./ });
    expect(sub.closest("ul")?.getAttribute("data-depth")).toBe("1");
    const top = screen.getByRole("button", { name: /^I listen first\./ });
    expect(top.closest("ul")?.getAttribute("data-depth")).toBe("0");
  });

  it("clicking a bullet calls onRate with its placement", () => {
    const { onRate } = setup();
    fireEvent.click(screen.getByRole("button", { name: /^I calm a tense room\./ }));
    expect(onRate).toHaveBeenCalledWith("3.1");
    fireEvent.click(screen.getByRole("button", { name: /^I listen first\./ }));
    expect(onRate).toHaveBeenLastCalledWith("1");
    expect(onRate).toHaveBeenCalledTimes(2);
  });

  it("gives each bullet an accessible state for ratings 0, 1 and 2", () => {
    const { rerender, ...props } = setup({ ratings: { "1": 1, "2": 2 } });
    expect(screen.getByRole("button", { name: "I listen first. — Yes, I identify" }).getAttribute("data-rating")).toBe("1");
    expect(screen.getByRole("button", { name: "I keep the peace. — I strongly identify" }).getAttribute("data-rating")).toBe("2");
    expect(screen.getByRole("button", { name: "I calm a tense room. — Not selected" }).getAttribute("data-rating")).toBe("0");

    fireEvent.click(screen.getByRole("button", { name: /^I listen first\./ }));
    act(() => rerender(<StatementPageScreen {...props} ratings={{ "1": 2, "2": 2 }} />));
    expect(screen.getByRole("button", { name: "I listen first. — I strongly identify" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("I strongly identify");
  });

  it("shows 'Saving...' and disables Next while busy", () => {
    const { rerender, onNext, ...props } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalledTimes(1);
    act(() => rerender(<StatementPageScreen {...props} onNext={onNext} busy />));
    const saving = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    fireEvent.click(saving);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("opens the 'What to Expect' instructions and closes them", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "View Instructions" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "What to Expect" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("scrolls to the top on page 1 and to the progress header on later pages", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const into = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    const { rerender, ...props } = setup({ progress: at(1, 3) });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(into).not.toHaveBeenCalled();
    act(() => rerender(<StatementPageScreen {...props} progress={at(2, 3)} />));
    expect(into).toHaveBeenCalledTimes(1);
    expect(into.mock.contexts[0]).toBe(screen.getByText("Assessment Progress").parentElement!.parentElement);
    scrollTo.mockRestore();
    into.mockRestore();
  });
});

describe("StatementPageScreen in another language", () => {
  it("writes the page numbers and the percentage with the language's digits", () => {
    inArabic();
    setup();
    expect(screen.getByTestId("progress-text").textContent).toBe("Page ٢ of ٣");
    expect(screen.getAllByRole("progressbar")[0]!.getAttribute("aria-valuetext")).toMatch(/^Page ٢ of ٣ \(.*٦٧.*\)$/);
  });
});
