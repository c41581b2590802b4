import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { readExport } from "../escape/read-export";
import { db } from "../db/db";
import { WrongPassphraseError } from "../escape/seal";
import { enqueueSave, markFailed } from "../sync/outbox";
import { exportQueue, queueCounts } from "./export-queue";

const payload = (id: string, revision = 1): SavePayload => ({
  id,
  revision,
  writeToken: "t".repeat(40),
  step: "final",
  name: `Respondent ${id.slice(-1)}`,
  email: "r@example.com",
  jobTitle: "J",
  linkedinProfile: "https://linkedin.com/in/r",
  userFlow: "ic",
  attractionResponses: {},
  pursuerResponses: {},
});
const [A, B, C] = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222", "33333333-3333-4333-8333-333333333333"];

beforeEach(async () => {
  await db.outbox.clear();
  await db.meta.clear();
});
afterEach(() => db.outbox.clear());

describe("exportQueue (the kiosk's end of the escape hatch)", () => {
  it("seals every waiting and refused save with a passphrase it generates; the admin's reader opens it with that passphrase, and the device keeps its queue", async () => {
    await enqueueSave(payload(A!, 3), true);
    await enqueueSave(payload(B!), false);
    await enqueueSave(payload(C!, 2), true);
    await markFailed(C!, 2, "403: another device");
    const before = await db.outbox.toArray();

    const file = await exportQueue(new Date("2026-11-23T16:05:00Z"));
    expect(file).toMatchObject({
      pending: 2,
      failed: 1,
      filename: expect.stringMatching(/^sociality-kiosk-[0-9a-f-]{8}-20261123-1605\.json$/),
    });
    expect(file.passphrase).toMatch(/^[a-z]+(-[a-z]+){6}$/);
    const text = await file.blob.text();
    expect(text).not.toContain("Respondent");
    expect(text).not.toContain(file.passphrase);

    const content = await readExport(text, file.passphrase);
    expect(content.exportedAt).toBe("2026-11-23T16:05:00.000Z");
    expect(content.deviceId).toEqual((await db.meta.get("deviceId"))?.value);
    const byId = Object.fromEntries(content.items.map((i) => [(i.save as SavePayload).id, i]));
    const { writeToken, ...withoutToken } = payload(A!, 3);
    // The file holds each token's SHA-256 (of "t" × 40) only: nothing in it writes through the public endpoints.
    const writeTokenHash = "6a87499eebbac68617673349b2d323e5a7974f5f71745fff8b5160ecf6243b40";
    expect(byId[A!]).toMatchObject({ status: "pending", save: { ...withoutToken, isCompleted: true, writeTokenHash } });
    expect(JSON.stringify(content)).not.toContain(writeToken);
    expect(byId[B!]).toMatchObject({ status: "pending", save: { revision: 1, isCompleted: false } });
    expect(byId[C!]).toMatchObject({ status: "failed", lastError: "403: another device", save: { revision: 2, isCompleted: true } });

    await expect(readExport(text, (await exportQueue()).passphrase)).rejects.toBeInstanceOf(WrongPassphraseError);
    expect(await db.outbox.toArray()).toEqual(before);
    expect(await queueCounts()).toEqual({ pending: 2, failed: 1 });
  });
});
