import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import IdleDialog from "./IdleDialog";
import { useIdleReset, WARNING_SECONDS } from "./use-idle-reset";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const touch = () => act(() => void window.dispatchEvent(new Event("pointerdown")));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function idle(needsWarning: boolean, seconds: number | null = 30) {
  const onReset = vi.fn();
  const hook = renderHook(() => useIdleReset(seconds, { needsWarning: () => needsWarning, onReset }));
  return { onReset, hook };
}

describe("a kiosk's idle reset (decision 065)", () => {
  it("warns after the idle time when something was given, then resets once the countdown ends", () => {
    const { onReset, hook } = idle(true);
    wait(29_000);
    touch();
    wait(29_000);
    expect(hook.result.current.deadline).toBeNull();
    wait(1_000);
    expect(hook.result.current.deadline).toBe(Date.now() + WARNING_SECONDS * 1000);
    // A stray touch does not keep the next person waiting: only Continue does.
    touch();
    wait(WARNING_SECONDS * 1000 - 1);
    expect(onReset).not.toHaveBeenCalled();
    wait(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(hook.result.current.deadline).toBeNull();
    // And it watches again for the next respondent.
    wait(30_000);
    expect(hook.result.current.deadline).not.toBeNull();
  });

  it("Continue ends the warning and starts the idle time again, resetting nothing", () => {
    const { onReset, hook } = idle(true);
    wait(30_000);
    expect(hook.result.current.deadline).not.toBeNull();
    wait(5_000);
    act(() => hook.result.current.stay());
    expect(hook.result.current.deadline).toBeNull();
    wait(29_000);
    expect(hook.result.current.deadline).toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });

  it("resets at once, without a warning, when nothing was given", () => {
    const { onReset, hook } = idle(false);
    wait(30_000);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(hook.result.current.deadline).toBeNull();
    wait(30_000);
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it("does nothing outside kiosk mode", () => {
    const { onReset, hook } = idle(true, null);
    wait(3_600_000);
    expect(onReset).not.toHaveBeenCalled();
    expect(hook.result.current.deadline).toBeNull();
  });
});

describe("Are you still there?", () => {
  it("counts the seconds down and offers a large Continue", () => {
    const onStay = vi.fn();
    render(<IdleDialog deadline={Date.now() + 20_000} onStay={onStay} />);
    const dialog = screen.getByRole("alertdialog", { name: "Are you still there?" });
    expect(screen.getByTestId("idle-countdown").textContent).toBe("This tablet starts over for the next person in 20 s.");
    wait(5_000);
    expect(screen.getByTestId("idle-countdown").textContent).toBe("This tablet starts over for the next person in 15 s.");
    wait(14_000);
    expect(screen.getByTestId("idle-countdown").textContent).toBe("This tablet starts over for the next person in 1 s.");
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByTestId("idle-countdown").id);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onStay).toHaveBeenCalledTimes(1);
  });
});
