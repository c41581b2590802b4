import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { RetestCard } from "./RetestCard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const earlier = { id: "e1", name: "Ana, round 1", completedAt: "2026-05-01T10:00:00.000Z" };

describe("the re-test card", () => {
  it("links the earlier test by its id, and says the server's reason when it refuses", async () => {
    let linked = false;
    const calls = stubFetch((req) => {
      if (req.method === "GET") return json({ previous: null, next: null });
      if ((req.body as { previousId: string }).previousId === "e1") {
        linked = true;
        return json({ previous: earlier, next: null });
      }
      return json(
        { error: "The re-test was not linked", issues: [{ path: "previousId", message: "No completed response with id x" }] },
        400,
      );
    });
    renderWithClient(<RetestCard id="r2" />);
    fireEvent.change(await screen.findByLabelText("The earlier test's response id"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Link as a re-test" }));
    expect(await screen.findByText("No completed response with id x")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("The earlier test's response id"), { target: { value: " e1 " } });
    fireEvent.click(screen.getByRole("button", { name: "Link as a re-test" }));
    expect(await screen.findByRole("link", { name: "Ana, round 1" })).toBeTruthy();
    expect(linked).toBe(true);
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ previousId: "e1" });
    expect(screen.getByRole("button", { name: "Unlink the earlier test" })).toBeTruthy();
  });
});
