import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { sampleRecord } from "../test/sample-record";
import { DataRightsCard } from "./DataRightsCard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sharing = { ...sampleRecord(), id: "r1", name: "Ana", managerShare: { at: "2026-11-20T09:00:00.000Z", version: "1" } };

describe("the personal data card: sharing with the team's manager (decision 084)", () => {
  it("stops the sharing on request, and says the server's reason when it refuses", async () => {
    let refuse = true;
    const calls = stubFetch(() =>
      refuse
        ? json(
            { error: "Nothing to withdraw", issues: [{ path: "managerShare", message: "This respondent does not share their type" }] },
            409,
          )
        : new Response(null, { status: 204 }),
    );
    renderWithClient(<DataRightsCard record={sharing} onErased={() => {}} />);
    expect(screen.getByTestId("manager-share").textContent).toContain("Shares their name and type with their team's manager");
    fireEvent.click(screen.getByRole("button", { name: "Stop sharing with the manager" }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/responses/r1/manager-share")).toBe(true),
    );
    refuse = false;
    fireEvent.click(await screen.findByRole("button", { name: "Stop sharing with the manager" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(2));
  });

  it("offers nothing to stop for someone who does not share, nor to a viewer", () => {
    renderWithClient(<DataRightsCard record={{ ...sharing, managerShare: null }} onErased={() => {}} />);
    expect(screen.queryByRole("button", { name: "Stop sharing with the manager" })).toBeNull();
    cleanup();
    renderWithClient(<DataRightsCard record={sharing} onErased={() => {}} />, 1500, "viewer");
    expect(screen.queryByRole("button", { name: "Stop sharing with the manager" })).toBeNull();
  });
});
