import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AdminWorkspace } from "./AdminWorkspace";
import { json, stubFetch, type FakeRequest } from "./test/fake-api";
import { sampleStats } from "./test/sample-stats";
import { renderWithClient } from "./test/render";

// The teams, users and audit chunk cannot be fetched (a reload or sign-out cut it short, or the network).
vi.mock("./AdminPages", () => {
  throw new Error("error loading dynamically imported module");
});

const stats = sampleStats();
const user = { profileImageUrl: null, firstName: "Ada", email: "ada@example.org", role: "owner" as const };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("a prefetch of the other pages that fails is no error: the dashboard stays and nothing is left unhandled", async () => {
  stubFetch((req: FakeRequest) => {
    if (req.path === "/api/admin/stats") return json(stats);
    if (req.path === "/api/admin/responses") return json({ items: [], nextCursor: null });
    if (req.path === "/api/admin/devices") return json([]);
    return json({ items: [] });
  });
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", note);
  try {
    renderWithClient(<AdminWorkspace user={user} />);
    await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" });
    // afterLoad runs the prefetch 200 ms after load where there is no requestIdleCallback (jsdom).
    await new Promise((r) => setTimeout(r, 400));
    expect(unhandled).toEqual([]);
    expect(screen.getByRole("heading", { level: 1, name: "Assessment Dashboard" })).toBeTruthy();
  } finally {
    process.off("unhandledRejection", note);
  }
});
