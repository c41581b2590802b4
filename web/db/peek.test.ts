import { describe, expect, it } from "vitest";
import { SocialityDb } from "./db";
import { DB_NAME } from "./db-name";
import { peekRow } from "./peek";

const databases = async () => (await indexedDB.databases()).map((d) => d.name);

describe("peekRow", () => {
  it("reads a row Dexie wrote, as stored, without Dexie", async () => {
    const db = new SocialityDb();
    await db.meta.put({ key: "kiosk", value: { enabled: true } });
    await db.flows.put({ audience: "ic", snapshot: { status: "active" }, schemaVersion: 1, contentVersion: "c", updatedAt: 5 });
    expect(await peekRow("meta", "kiosk")).toEqual({ key: "kiosk", value: { enabled: true } });
    expect(await peekRow("flows", "ic")).toMatchObject({ audience: "ic", snapshot: { status: "active" } });
    expect(await peekRow("meta", "absent")).toBeUndefined();
    db.close();
    await db.delete();
  });

  it("answers undefined on a device with no database yet, and leaves its creation to Dexie", async () => {
    expect(await databases()).not.toContain(DB_NAME);
    expect(await peekRow("flows", "ic")).toBeUndefined();
    expect(await databases()).not.toContain(DB_NAME);
    // Dexie then creates it with its stores as if nothing had looked.
    const db = new SocialityDb();
    await db.meta.put({ key: "deviceId", value: "d" });
    expect(await peekRow("meta", "deviceId")).toEqual({ key: "deviceId", value: "d" });
    db.close();
    await db.delete();
  });

  it("does not hold up Dexie opening the database while a read is open", async () => {
    const db = new SocialityDb();
    await db.meta.put({ key: "a", value: 1 });
    db.close();
    const reads = Array.from({ length: 5 }, () => peekRow("meta", "a"));
    await db.open();
    expect(await Promise.all(reads)).toEqual(Array(5).fill({ key: "a", value: 1 }));
    db.close();
    await db.delete();
  });
});
