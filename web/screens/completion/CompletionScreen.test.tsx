import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResultView } from "../../../schema/assessment/completion-result";
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

describe("the result on the completion screen (decision 066)", () => {
  const screenWith = (result: ResultView) =>
    render(<CompletionScreen schedulingUrl="https://example.org/book" uploaded={false} result={result} onStartNew={() => {}} startNewLabel="Start a new assessment" />);

  it("shows both parts of the type with their descriptions and emblems, and a manager's culture profile, above What's Next?", () => {
    screenWith({ kind: "shown", result: { show: "type-and-culture", attraction: "blue", pursuer: "red", culture: { rabbit: 4, dog: 12, cat: 7 } } });
    const section = screen.getByRole("region", { name: "Your Sociality Type" });
    expect(screen.getByTestId("type-attraction").textContent).toBe("Harmonizer");
    expect(screen.getByTestId("type-pursuer").textContent).toBe("Controller");
    expect(section.textContent).toContain("You are drawn to harmony, trust and belonging.");
    expect(section.textContent).toContain("When you want something, you take charge.");
    expect([...section.querySelectorAll("[data-emblem]")].map((e) => e.getAttribute("data-emblem"))).toEqual(["blue", "red", "rabbit", "dog", "cat"]);
    expect(["rabbit", "dog", "cat"].map((a) => screen.getByTestId(`culture-${a}`).textContent)).toEqual(["4 of 20", "12 of 20", "7 of 20"]);
    // Above What's Next?
    const next = screen.getByRole("heading", { name: "What's Next?" });
    expect(section.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a part without a type says so; without a culture profile, no chart", () => {
    screenWith({ kind: "shown", result: { show: "type", attraction: "yellow", pursuer: null, culture: null } });
    expect(screen.getByTestId("type-pursuer").textContent).toBe("No type for this part: you placed every profile under Not Like Me At All.");
    expect(screen.queryByTestId("culture-chart")).toBeNull();
  });

  it("offline: says the result will appear once the answers upload; none: no result section at all", () => {
    const { unmount } = screenWith({ kind: "waiting" });
    expect(screen.getByRole("region", { name: "Your Sociality Type" }).textContent).toContain(
      "Your result will appear here once your answers upload.",
    );
    unmount();
    screenWith({ kind: "none" });
    expect(screen.queryByTestId("result")).toBeNull();
  });
});
