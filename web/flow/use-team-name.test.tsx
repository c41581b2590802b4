import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getMeta } from "../db/meta";
import { teamCodeFromUrl } from "./team-code";
import { useTeamName } from "./use-team-name";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("teamCodeFromUrl", () => {
  it("takes a join code from ?team= and ignores anything else", () => {
    expect(teamCodeFromUrl("?team=abcd23efgh45")).toBe("abcd23efgh45");
    expect(teamCodeFromUrl("?kiosk=1&team=Ab_9-Ab_9-Ab")).toBe("Ab_9-Ab_9-Ab");
    expect(teamCodeFromUrl("?team=short")).toBeNull();
    expect(teamCodeFromUrl("?team=<script>alert(1)</script>")).toBeNull();
    expect(teamCodeFromUrl(`?team=${"x".repeat(65)}`)).toBeNull();
    expect(teamCodeFromUrl("")).toBeNull();
  });
});

describe("useTeamName", () => {
  it("asks the server for the name and keeps it on the device for offline use", async () => {
    const fetch = answer(200, { name: "Platform crew" });
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useTeamName("teamcode0001"));
    await waitFor(() => expect(result.current).toBe("Platform crew"));
    expect(fetch).toHaveBeenCalledWith("/api/teams/teamcode0001", expect.anything());
    await waitFor(async () => expect(await getMeta("team:teamcode0001")).toBe("Platform crew"));
    cleanup();

    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const offline = renderHook(() => useTeamName("teamcode0001"));
    await waitFor(() => expect(offline.result.current).toBe("Platform crew"));
  });

  it("shows no name for an unknown or archived code (404) and forgets a cached one", async () => {
    vi.stubGlobal("fetch", answer(200, { name: "Soon archived" }));
    const first = renderHook(() => useTeamName("teamcode0002"));
    await waitFor(() => expect(first.result.current).toBe("Soon archived"));
    cleanup();
    vi.stubGlobal("fetch", answer(404, { error: "Team not found", issues: [] }));
    const { result } = renderHook(() => useTeamName("teamcode0002"));
    await waitFor(async () => expect(await getMeta("team:teamcode0002")).toBeNull());
    expect(result.current).toBeNull();
  });

  it("asks nothing without a code", () => {
    const fetch = answer(200, { name: "x" });
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useTeamName(null));
    expect(result.current).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
