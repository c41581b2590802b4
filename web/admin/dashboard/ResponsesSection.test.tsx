import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { ResponsesSection } from "./ResponsesSection";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ResponsesSection search box", () => {
  it("stops at the 200 characters the server accepts (a longer search would answer 400)", async () => {
    stubFetch(() => json({ items: [], nextCursor: null }));
    renderWithClient(<ResponsesSection onOpen={() => {}} />);
    const box = screen.getByLabelText("Search responses") as HTMLInputElement;
    expect(box.maxLength).toBe(200);
    await screen.findByText("No assessment responses yet");
  });
});
