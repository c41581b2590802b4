import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompletionScreen, SAVED_LOCALLY_TEXT, UPLOADED_TEXT } from "./CompletionScreen";

afterEach(cleanup);

describe("CompletionScreen", () => {
  it("links 'Book Now' to the scheduling page in a new tab and offers a new start", () => {
    const onStartNew = vi.fn<() => void>();
    render(<CompletionScreen schedulingUrl="https://example.org/book" uploaded onStartNew={onStartNew} startNewLabel="Next respondent" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Assessment Complete!" }));
    expect(screen.getByRole("heading", { level: 2, name: "What's Next?" })).toBeTruthy();
    const link = screen.getByRole("link", { name: /^Book Now/ });
    expect(link.getAttribute("href")).toBe("https://example.org/book");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("status").textContent).toBe(UPLOADED_TEXT);
    fireEvent.click(screen.getByRole("button", { name: "Next respondent" }));
    expect(onStartNew).toHaveBeenCalledTimes(1);
  });

  it("says the answers are kept on the device while not uploaded", () => {
    render(<CompletionScreen schedulingUrl="https://example.org/book" uploaded={false} onStartNew={() => {}} startNewLabel="Start again" />);
    expect(screen.getByRole("status").textContent).toBe(SAVED_LOCALLY_TEXT);
    expect(SAVED_LOCALLY_TEXT).toBe("Your answers are saved on this device and will upload automatically when you are back online.");
  });
});
