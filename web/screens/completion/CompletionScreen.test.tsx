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

describe("CompletionScreen on a kiosk (decision 069)", () => {
  it("shows the booking page as a QR code to scan, and no link out of the kiosk", () => {
    render(<CompletionScreen schedulingUrl="https://example.org/book" uploaded kiosk onStartNew={() => {}} startNewLabel="Next respondent" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelector("a[href]")).toBeNull();
    expect(screen.getByText("Scan to book on your phone")).toBeTruthy();
    const qr = screen.getByRole("img", { name: "QR code of the booking page" });
    expect(qr.getAttribute("data-qr-text")).toBe("https://example.org/book");
    expect(qr.querySelector("path")!.getAttribute("d")).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });

  it("says once that the assessment is complete", () => {
    render(<CompletionScreen schedulingUrl="https://example.org/book" uploaded onStartNew={() => {}} startNewLabel="Start a new assessment" />);
    expect(document.body.textContent!.match(/complet/gi)).toEqual(["Complet"]);
  });
});
