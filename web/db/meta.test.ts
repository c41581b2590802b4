import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "./db";
import { deviceId, getCachedTeam, getContent, getMeta, setMeta } from "./meta";

/** Writes what a damaged device or an older version left, bypassing the typed writer. */
const store = (key: string, value: unknown) => db.meta.put({ key, value });

beforeEach(async () => {
  await db.meta.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("meta values read back through their key's schema", () => {
  it("gives back what the typed writer stored", async () => {
    await setMeta("lastUploadAt", 1_700_000_000_000);
    await setMeta("uploadBatchSize", 10);
    expect(await getMeta("lastUploadAt")).toBe(1_700_000_000_000);
    expect(await getMeta("uploadBatchSize")).toBe(10);
    expect(await getMeta("uploadsPausedUntil")).toBeUndefined();
  });

  it("reads a value of the wrong type as absent, and says so", async () => {
    await store("lastUploadAt", "yesterday");
    await store("uploadsPausedUntil", { until: 5 });
    await store("uploadBatchSize", "50");
    expect(await getMeta("lastUploadAt")).toBeUndefined();
    expect(await getMeta("uploadsPausedUntil")).toBeUndefined();
    expect(await getMeta("uploadBatchSize")).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith("Discarded the device's unreadable 'uploadBatchSize' record");
  });

  it("reads the result setting the server gave, and an unknown or damaged one as never heard (decision 066)", async () => {
    await setMeta("resultOnCompletion", "type-and-culture");
    expect(await getMeta("resultOnCompletion")).toBe("type-and-culture");
    for (const damaged of ["everything", 1, null, { resultOnCompletion: "type" }]) {
      await store("resultOnCompletion", damaged);
      expect(await getMeta("resultOnCompletion")).toBeUndefined();
    }
  });

  it("replaces a damaged device id with a new one, kept from then on", async () => {
    await store("deviceId", 42);
    const id = await deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceId()).toBe(id);
  });

  it("reads an unreadable PIN lock as the longest lock, never as none", async () => {
    await store("kioskPinLock", { failures: "0" });
    expect(await getMeta("kioskPinLock")).toEqual({ failures: 5, lockedUntil: Number.MAX_SAFE_INTEGER });
    await store("kioskPinLock", { failures: 2, lockedUntil: 0, extra: true });
    expect(await getMeta("kioskPinLock")).toEqual({ failures: 2, lockedUntil: 0 });
  });

  it("keeps the readable notes of refused final saves and drops the damaged ones", async () => {
    const note = { id: "a", revision: 3, at: 1, reason: "409" };
    await store("refusedFinalSaves", [note, { id: 7 }, "garbage", { ...note, id: "b", answers: "dropped" }]);
    expect(await getMeta("refusedFinalSaves")).toEqual([note, { ...note, id: "b" }]);
    await store("refusedFinalSaves", { 0: note });
    expect(await getMeta("refusedFinalSaves")).toEqual([]);
  });

  it("reads a cached team of an older shape (a bare name) or a damaged one as absent, and keeps a remembered 404", async () => {
    await store("team:teamcode0001", "Platform crew");
    await store("team:teamcode0002", { name: "Platform crew", audience: "board" });
    await store("team:teamcode0003", null);
    await store("team:teamcode0004", { name: "Platform crew", audience: "ic", sponsor: "kept out" });
    expect(await getCachedTeam("teamcode0001")).toBeUndefined();
    expect(await getCachedTeam("teamcode0002")).toBeUndefined();
    expect(await getCachedTeam("teamcode0003")).toBeNull();
    expect(await getCachedTeam("teamcode0004")).toEqual({ name: "Platform crew", audience: "ic" });
  });

  it("reads cached statements with a missing or mistyped field, or from an older shape, as absent", async () => {
    const statement = { category: "Yellow", placement: "1", text: "Curious" };
    const culture = [{ id: "rabbit-a1", category: "Rabbit", code: "A1", text: "Fast" }];
    const good = { language: "es", attraction: [statement], pursuer: [statement], culture };
    await store("content:es", good);
    expect(await getContent("es")).toEqual(good);
    for (const damaged of [
      { attraction: [statement] },
      { ...good, pursuer: [{ ...statement, category: "Green" }] },
      { statements: [statement] },
      "{ not json",
      { attraction: [], pursuer: [] },
      { ...good, language: "fr" },
      { ...good, culture: [] },
    ]) {
      await store("content:es", damaged);
      expect(await getContent("es")).toBeUndefined();
    }
  });
});
