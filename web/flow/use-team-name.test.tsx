import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCachedTeam } from "../db/meta";
import { teamCodeFromUrl } from "../../schema/teams/team-code";
import { useTeamName } from "./use-team-name";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

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
    const fetch = answer(200, { name: "Platform crew", audience: "ic" });
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useTeamName("teamcode0001", "ic"));
    await waitFor(() => expect(result.current).toBe("Platform crew"));
    expect(fetch).toHaveBeenCalledWith("/api/teams/teamcode0001", expect.anything());
    await waitFor(async () => expect(await getCachedTeam("teamcode0001")).toEqual({ name: "Platform crew", audience: "ic" }));
    cleanup();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const offline = renderHook(() => useTeamName("teamcode0001", "ic"));
    await waitFor(() => expect(offline.result.current).toBe("Platform crew"));
  });

  it("names no team when the code is another audience's (the save will not join it), online or offline", async () => {
    vi.stubGlobal("fetch", answer(200, { name: "Platform crew", audience: "ic" }));
    const { result } = renderHook(() => useTeamName("teamcode0003", "manager"));
    await waitFor(async () => expect(await getCachedTeam("teamcode0003")).toEqual({ name: "Platform crew", audience: "ic" }));
    expect(result.current).toBeNull();
    cleanup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const offline = renderHook(() => useTeamName("teamcode0003", "manager"));
    const own = renderHook(() => useTeamName("teamcode0003", "ic"));
    await waitFor(() => expect(own.result.current).toBe("Platform crew"));
    expect(offline.result.current).toBeNull();
  });

  it("shows no name for an unknown or archived code (404) and forgets a cached one", async () => {
    vi.stubGlobal("fetch", answer(200, { name: "Soon archived", audience: "ceo" }));
    const first = renderHook(() => useTeamName("teamcode0002", "ceo"));
    await waitFor(() => expect(first.result.current).toBe("Soon archived"));
    cleanup();
    vi.stubGlobal("fetch", answer(404, { error: "Team not found", issues: [] }));
    const { result } = renderHook(() => useTeamName("teamcode0002", "ceo"));
    await waitFor(async () => expect(await getCachedTeam("teamcode0002")).toBeNull());
    expect(result.current).toBeNull();
  });

  it("asks nothing without a code", () => {
    const fetch = answer(200, { name: "x", audience: "ic" });
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useTeamName(null, "ic"));
    expect(result.current).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
