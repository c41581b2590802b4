import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { getContent } from "../db/meta";
import { NOT_ON_DEVICE, NOT_UNDERSTOOD, useAssessmentData } from "./use-assessment-data";

const statement = { category: "Yellow", placement: "1", text: "Curious" } as const;
const culture = [{ id: "rabbit-a1", category: "Rabbit", code: "A1", text: "Fast" }] as const;
const GOOD = { language: "en", attraction: [statement], pursuer: [{ ...statement, category: "Red" }], culture } as const;
const KEY = "content:en";
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
    const { result } = renderHook(() => useAssessmentData("en", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: { ...GOOD, attraction: [statement] }, error: null }));
    await waitFor(async () => expect(await getContent("en")).toEqual({ ...GOOD, attraction: [statement] }));
  });

  it("shows an answer that does not parse (wrong types, missing fields, garbage JSON) as an error, and keeps the device's copy", async () => {
    await db.meta.put({ key: KEY, value: GOOD });
    for (const body of [
      JSON.stringify({ attraction: [{ ...statement, placement: 1 }], pursuer: [statement] }),
      JSON.stringify({ attraction: [statement] }),
      "<html>oops",
    ]) {
      vi.stubGlobal("fetch", answer(body));
      const { result } = renderHook(() => useAssessmentData("en", RETRY_MS));
      await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_UNDERSTOOD }));
      cleanup();
    }
    expect(await getContent("en")).toEqual(GOOD);
  });

  it("offline, uses the device's copy", async () => {
    await db.meta.put({ key: KEY, value: GOOD });
    vi.stubGlobal("fetch", offline());
    const { result } = renderHook(() => useAssessmentData("en", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: GOOD, error: null }));
  });

  it("offline with a damaged or older copy, discards it, says the assessment is not on the device, and loads once online", async () => {
    for (const damaged of [{ attraction: "all", pursuer: [] }, { statements: [statement] }, "{ not json"]) {
      await db.meta.put({ key: KEY, value: damaged });
      const fetch = offline();
      vi.stubGlobal("fetch", fetch);
      const { result } = renderHook(() => useAssessmentData("en", RETRY_MS));
      await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_ON_DEVICE }));
      // It keeps trying: the next answer from the server replaces the damaged copy.
      await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1));
      vi.stubGlobal("fetch", answer(JSON.stringify(GOOD)));
      await waitFor(() => expect(result.current).toEqual({ data: GOOD, error: null }));
      expect(await getContent("en")).toEqual(GOOD);
      cleanup();
    }
  });

  it("treats a server error like no connection: the device's copy, else not available", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ error: "down" }), 503));
    const { result } = renderHook(() => useAssessmentData("en", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_ON_DEVICE }));
  });
});

describe("useAssessmentData in another language", () => {
  it("asks for that language, keeps it apart from the others, and never shows another language's copy", async () => {
    const es = { ...GOOD, language: "es", attraction: [{ ...statement, text: "Curiosa" }] };
    await db.meta.put({ key: KEY, value: GOOD });
    const fetch = answer(JSON.stringify(es));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useAssessmentData("es", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: es, error: null }));
    expect(fetch).toHaveBeenCalledWith("/api/assessment-data?lang=es", expect.anything());
    expect(await getContent("es")).toEqual(es);
    expect(await getContent("en")).toEqual(GOOD);
  });

  it("refuses an answer in the wrong language as not understood", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify(GOOD)));
    const { result } = renderHook(() => useAssessmentData("ar", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_UNDERSTOOD }));
  });

  it("offline without that language on the device, says it is not there, though another language is", async () => {
    await db.meta.put({ key: KEY, value: GOOD });
    vi.stubGlobal("fetch", offline());
    const { result } = renderHook(() => useAssessmentData("es", RETRY_MS));
    await waitFor(() => expect(result.current).toEqual({ data: null, error: NOT_ON_DEVICE }));
  });
});
