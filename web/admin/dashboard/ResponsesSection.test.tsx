import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { ResponsesSection } from "./ResponsesSection";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

// The admin's base, as AdminRoute mounts it: the list is /admin (decision 046).
const AtAdmin = () => (
  <Router base="/admin">
    <ResponsesSection onOpen={() => {}} />
  </Router>
);

describe("ResponsesSection search box", () => {
  it("stops at the 200 characters the server accepts (a longer search would answer 400)", async () => {
    stubFetch(() => json({ items: [], nextCursor: null }));
    renderWithClient(<ResponsesSection onOpen={() => {}} />);
    const box = screen.getByLabelText("Search responses") as HTMLInputElement;
    expect(box.maxLength).toBe(200);
    await screen.findByText("No assessment responses yet");
  });
});

describe("ResponsesSection language filter (decision 051)", () => {
  it("offers every language in its own name, asks the server for the chosen one and keeps it in the address", async () => {
    history.replaceState(null, "", "/admin?search=Ada");
    const calls = stubFetch(() => json({ items: [], nextCursor: null }));
    renderWithClient(<AtAdmin />);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ["", "All languages", ""],
      ["en", "English", "en"],
      ["es", "Español", "es"],
      ["ar", "العربية", "ar"],
    ]);
    fireEvent.change(select, { target: { value: "es" } });
    await waitFor(() => expect(location.pathname + location.search).toBe("/admin?search=Ada&language=es"));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/admin/responses" && c.url.searchParams.get("language") === "es")).toBe(true),
    );
    expect(await screen.findByText("No responses match your search")).toBeTruthy();
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(location.pathname + location.search).toBe("/admin?search=Ada"));
  });

  it("starts from the address's language (a reload, a shared link), and ignores one we do not ship", async () => {
    history.replaceState(null, "", "/admin?language=ar");
    const calls = stubFetch(() => json({ items: [], nextCursor: null }));
    renderWithClient(<AtAdmin />);
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("ar");
    await waitFor(() => expect(calls.find((c) => c.path === "/api/admin/responses")?.url.searchParams.get("language")).toBe("ar"));
    cleanup();

    history.replaceState(null, "", "/admin?language=fr");
    const again = stubFetch(() => json({ items: [], nextCursor: null }));
    renderWithClient(<AtAdmin />);
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("");
    await screen.findByText("No assessment responses yet");
    expect(again.every((c) => !c.url.searchParams.has("language"))).toBe(true);
  });
});
