import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";
import { isChunkLoadError } from "./PageError";

// The flow's code chunk fails to load, as it does offline before the service worker cached it.
vi.mock("../flow/FlowRoute", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/FlowRoute-abc.js");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("App", () => {
  it("shows a reload page, not a blank one, when a route's code cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload, pathname: "/test/ceo" });
    window.history.replaceState(null, "", "/test/ceo");
    render(<App />);

    expect(await screen.findByRole("heading", { level: 1, name: "This page could not load" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your answers are saved on this device.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("renders other routes normally", async () => {
    render(<App />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText("This page could not load")).toBeNull();
  });
});

describe("isChunkLoadError", () => {
  it("recognises a failed dynamic import in each browser's words, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true); // Chromium
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://x/assets/a.js"))).toBe(true); // Firefox
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true); // Safari
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
