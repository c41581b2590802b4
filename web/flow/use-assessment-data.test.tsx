import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { getMeta } from "../db/meta";
import { NOT_ON_DEVICE, NOT_UNDERSTOOD, useAssessmentData } from "./use-assessment-data";

const statement = { category: "Yellow", placement: "1", text: "Curious" } as const;
const GOOD = { attraction: [statement], pursuer: [{ ...statement, category: "Red" }] };
const RETRY_MS = 20;

const answer = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
const offline = () => vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));

beforeEach(async () => {
  await db.meta.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useAssessmentData", () => {
  it("takes the server's statements, drops fields the schema does not name, and keeps them for offline use", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ ...GOOD, attraction: [{ ...statement, extra: "x" }] })));
    const { result } = renderHook(() => useAssessmentData(RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: { ...GOOD, attraction: [statement] }, error: null }));
    await waitFor(async () => expect(await getMeta("assessmentData")).toEqual({ ...GOOD, attraction: [statement] }));
  });

  it("shows an answer that does not parse (wrong types, missing fields, garbage JSON) as an error, and keeps the device's copy", async () => {
    await db.meta.put({ key: "assessmentData", value: GOOD });
    for (const body of [
      JSON.stringify({ attraction: [{ ...statement, placement: 1 }], pursuer: [statement] }),
      JSON.stringify({ attraction: [statement] }),
      "<html>oops",
    ]) {
      vi.stubGlobal("fetch", answer(body));
      const { result } = renderHook(() => useAssessmentData(RETRY_MS));
      await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_UNDERSTOOD }));
      cleanup();
    }
    expect(await getMeta("assessmentData")).toEqual(GOOD);
  });

  it("offline, uses the device's copy", async () => {
    await db.meta.put({ key: "assessmentData", value: GOOD });
    vi.stubGlobal("fetch", offline());
    const { result } = renderHook(() => useAssessmentData(RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: GOOD, error: null }));
  });

  it("offline with a damaged or older copy, discards it, says the assessment is not on the device, and loads once online", async () => {
    for (const damaged of [{ attraction: "all", pursuer: [] }, { statements: [statement] }, "{ not json"]) {
      await db.meta.put({ key: "assessmentData", value: damaged });
      const fetch = offline();
      vi.stubGlobal("fetch", fetch);
      const { result } = renderHook(() => useAssessmentData(RETRY_MS));
      await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_ON_DEVICE }));
      // It keeps trying: the next answer from the server replaces the damaged copy.
      await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1));
      vi.stubGlobal("fetch", answer(JSON.stringify(GOOD)));
      await waitFor(() => expect(result.current).toEqual({ data: GOOD, error: null }));
      expect(await getMeta("assessmentData")).toEqual(GOOD);
      cleanup();
    }
  });

  it("treats a server error like no connection: the device's copy, else not available", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ error: "down" }), 503));
    const { result } = renderHook(() => useAssessmentData(RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_ON_DEVICE }));
  });
});
