import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CategoryId } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/assessment/content";
import { moveCard, type Ranking, type RankingMove } from "../../../schema/assessment/ranking";
import { inArabic } from "../../ui/test-language";
import { RankingScreen } from "./RankingScreen";

afterEach(cleanup);

const STATEMENTS: ProfileStatement[] = [
  { category: "Yellow", placement: "1", text: "Yellow one" },
  { category: "Yellow", placement: "2", text: "At your best:" },
  { category: "Yellow", placement: "2.1", text: "Yellow best sub" },
  { category: "Blue", placement: "1", text: "Blue one" },
  { category: "Blue", placement: "2", text: "AT YOUR WORST:" },
  { category: "Blue", placement: "2.1", text: "Blue worst sub" },
  { category: "Red", placement: "1", text: "Red one" },
];

function setup(over: Partial<Parameters<typeof RankingScreen>[0]> = {}) {
  const props = {
    dataset: "attraction" as const,
    ranking: { yellow: 1, blue: 2, red: 4 },
    canContinue: false,
    canMove: vi.fn<(m: RankingMove) => boolean>(() => true),
    statements: STATEMENTS,
    onMove: vi.fn<(m: RankingMove) => void>(),
    onView: vi.fn<(c: CategoryId) => void>(),
    onContinue: vi.fn<() => void>(),
    ...over,
  };
  const view = render(<RankingScreen {...props} />);
  return { ...props, rerender: view.rerender };
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const CONTINUE_HINT = "Please click on at least one profile card to view its statements before continuing";

describe("RankingScreen", () => {
  it("shows the heading with the part, the three slots and the Not Like Me area", () => {
    setup({ dataset: "pursuer", ranking: { yellow: 1, blue: 4, red: 4 } });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Part 2Drag to rank: Most Like Me → Least Like Me");
    expect(document.activeElement).toBe(heading);
    // Part 2 says in one line what it is about, and the focused heading reads it out too.
    const about = document.getElementById(heading.getAttribute("aria-describedby") ?? "");
    expect(about?.textContent).toBe("Part 2 is about how you go after what you want: how you act, and how others see you act.");
    const slots = within(screen.getByRole("list", { name: "Your ranking" })).getAllByRole("listitem");
    expect(slots.map((s) => s.textContent)).toEqual([
      expect.stringContaining("1st Most Like Me"),
      "2nd MiddleDrop zone",
      "3rd Least Like MeDrop zone",
    ]);
    expect(slots[0]?.textContent).toContain("Influencer");
    const nlm = within(screen.getByRole("list", { name: "Not like me at all" }));
    expect(nlm.getAllByRole("listitem").map((li) => li.querySelector("[data-card]")?.getAttribute("data-card"))).toEqual(["blue", "red"]);
    expect(screen.getByText("Drag cards here if they don't describe you at all. There is space for 1, 2, or all 3 cards.")).toBeTruthy();
  });

  it("keyboard buttons send the ranking moves and announce the new position", () => {
    const { onMove } = setup();
    fireEvent.click(button("Move Harmonizer up"));
    expect(onMove).toHaveBeenLastCalledWith({ card: "blue", to: "ranked", index: 0 });
    expect(screen.getByRole("status").textContent).toBe("Harmonizer is now ranked 1st, Most Like Me.");

    fireEvent.click(button("Move Energizer down"));
    expect(onMove).toHaveBeenLastCalledWith({ card: "yellow", to: "ranked", index: 1 });

    fireEvent.click(button("Move Energizer to Not Like Me"));
    expect(onMove).toHaveBeenLastCalledWith({ card: "yellow", to: "not-like-me" });
    expect(screen.getByRole("status").textContent).toBe("Energizer moved to Not Like Me At All.");

    fireEvent.click(button("Add Driver to ranking"));
    expect(onMove).toHaveBeenLastCalledWith({ card: "red", to: "ranked", index: 2 });
    expect(screen.getByRole("status").textContent).toBe("Driver is now ranked 3rd, Least Like Me.");
    expect(onMove).toHaveBeenCalledTimes(4);
  });

  it("disables a card's button when the machine refuses its move", () => {
    const { canMove } = setup({ canMove: vi.fn<(m: RankingMove) => boolean>((m) => m.card !== "blue") });
    const disabled = (name: string) => (button(name) as HTMLButtonElement).disabled;
    expect([disabled("Move Harmonizer up"), disabled("Move Harmonizer down"), disabled("Move Harmonizer to Not Like Me")]).toEqual([true, true, true]);
    expect([disabled("Move Energizer up"), disabled("Move Energizer down"), disabled("Add Driver to ranking")]).toEqual([false, false, false]);
    // Each button asks for the move it sends.
    expect(canMove).toHaveBeenCalledWith({ card: "yellow", to: "ranked", index: -1 });
    expect(canMove).toHaveBeenCalledWith({ card: "blue", to: "ranked", index: 2 });
    expect(canMove).toHaveBeenCalledWith({ card: "red", to: "ranked", index: 2 });
  });

  it("keeps keyboard focus on the pressed control after the card moves", () => {
    function Harness() {
      const [ranking, setRanking] = useState<Ranking>({ yellow: 1, blue: 2, red: 3 });
      return (
        <RankingScreen
          dataset="attraction"
          ranking={ranking}
          canContinue
          // Stands in for the machine: Up on the first card is refused.
          canMove={(m) => !(m.to === "ranked" && m.index < 0)}
          statements={STATEMENTS}
          onMove={(m) => setRanking((r) => moveCard(r, m))}
          onView={() => {}}
          onContinue={() => {}}
        />
      );
    }
    render(<Harness />);
    fireEvent.click(button("Move Energizer down"));
    const slots = within(screen.getByRole("list", { name: "Your ranking" })).getAllByRole("listitem");
    expect(slots[1]?.textContent).toContain("Energizer");
    expect(document.activeElement).toBe(button("Move Energizer down"));
    fireEvent.click(button("Move Energizer up"));
    // Now first: its Up button is disabled, so focus lands on the card itself.
    expect(document.activeElement?.getAttribute("data-card-main")).toBe("yellow");
  });

  it("clicking a card calls onView and opens the popup on that card's tab", async () => {
    const { onView } = setup();
    fireEvent.click(button(/^Harmonizer/));
    expect(onView).toHaveBeenCalledWith("blue");
    const dialog = await screen.findByRole("dialog");
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Yellow", "Blue", "Red"]);
    expect(within(dialog).getByRole("tab", { selected: true }).textContent).toBe("Blue");
    const panel = within(dialog).getByRole("tabpanel");
    expect(within(panel).getByText("Blue one")).toBeTruthy();
    expect(within(panel).queryByText("Yellow one")).toBeNull();

    fireEvent.click(within(dialog).getByRole("tab", { name: "Red" }));
    expect(within(within(dialog).getByRole("tabpanel")).getByText("Red one")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute("data-card-main")).toBe("blue"));
  });

  it("shows headings as sub-headings and indents dotted placements in the popup", async () => {
    setup();
    fireEvent.click(button(/^Energizer/));
    const panel = within(await screen.findByRole("tabpanel"));
    const heading = panel.getByRole("heading", { name: "At your best:" });
    expect(heading.tagName).toBe("H4");
    const sub = panel.getByText("Yellow best sub");
    expect(sub.closest("ul")?.getAttribute("data-depth")).toBe("1");
    expect(panel.getByText("Yellow one").closest("ul")?.getAttribute("data-depth")).toBe("0");
  });

  it("keeps Continue disabled with the spec text while the machine refuses it", () => {
    const { onContinue } = setup({ canContinue: false });
    const cont = button("Continue") as HTMLButtonElement;
    expect(cont.disabled).toBe(true);
    expect(screen.getByText(CONTINUE_HINT)).toBeTruthy();
    fireEvent.click(cont);
    expect(onContinue).not.toHaveBeenCalled();
    cleanup();

    const allowed = setup({ canContinue: true });
    expect(screen.queryByText(CONTINUE_HINT)).toBeNull();
    fireEvent.click(button("Continue"));
    expect(allowed.onContinue).toHaveBeenCalledTimes(1);
  });

  it("shows 'Loading assessment...' while statements are null", () => {
    setup({ statements: null });
    expect(screen.getByRole("status").textContent).toContain("Loading assessment...");
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("scrolls to the top when the dataset changes", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { rerender, ...props } = setup();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockClear();
    act(() => rerender(<RankingScreen {...props} dataset="pursuer" />));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });
});

describe("RankingScreen right to left", () => {
  it("writes ranks with the language's digits and reads a move out as one sentence", () => {
    inArabic();
    setup();
    const slots = within(screen.getByRole("list", { name: "Your ranking" })).getAllByRole("listitem");
    // Arabic has one ordinal form: the English source shows '١th' where a translation says its own.
    expect(slots.map((s) => s.querySelector("p")?.textContent)).toEqual(["١th Most Like Me", "٢th Middle", "٣th Least Like Me"]);
    fireEvent.click(button("Move Harmonizer up"));
    expect(screen.getByRole("status").textContent).toBe("Harmonizer is now ranked ١th, Most Like Me.");
  });

  /** Opens the popup on Energizer (the first tab, focused); answers the selected tab's name after each key. */
  async function tabsAfter(keys: string[]): Promise<(string | null)[]> {
    setup();
    fireEvent.click(button(/^Energizer/));
    const dialog = await screen.findByRole("dialog");
    const selected = () => within(dialog).getByRole("tab", { selected: true });
    await waitFor(() => expect(document.activeElement).toBe(selected()));
    return keys.map((key) => {
      fireEvent.keyDown(selected(), { key });
      expect(document.activeElement).toBe(selected());
      return selected().textContent;
    });
  }

  it("takes ArrowLeft to the next profile tab and ArrowRight to the previous one", async () => {
    inArabic();
    expect(await tabsAfter(["ArrowLeft", "ArrowRight", "ArrowRight"])).toEqual(["Blue", "Yellow", "Red"]);
  });

  it("leaves the arrows to the tabs left to right", async () => {
    expect(await tabsAfter(["ArrowRight", "ArrowLeft", "ArrowLeft"])).toEqual(["Blue", "Yellow", "Red"]);
  });
});
