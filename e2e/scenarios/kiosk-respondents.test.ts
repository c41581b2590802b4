// Kiosk mode in every engine (docs/offline.md#kiosk-mode-for-an-event-organiser): three respondents in a row on one device, the first
// online, the next two offline; nobody sees the previous one's data, all three arrive once, and once the
// server has them their personal data is gone from IndexedDB. Leaving kiosk mode needs the PIN.
import { describe, expect, it } from "vitest";
import { queryD1, type StoredResponse } from "../support/d1";
import { useEngine, withPage } from "../engines/open";
import { waitUntil, type Page } from "../engines/page";
import { expectStoredRow } from "../support/expect-stored";
import { STAFF_PIN, uniqueTag } from "../support/fixtures";
import {
  SAVED_LOCALLY_TEXT,
  UPLOADED_TEXT,
  newAnswers,
  quickCeo,
  readDeviceDatabase,
  waitForServiceWorker,
  waitForSyncStatus,
  type Answers,
  type Person,
} from "./respondent";

const engine = useEngine();

/** Whose name or email the device's IndexedDB still holds. */
async function onDevice(page: Page, people: Person[]) {
  const all = Object.values(await readDeviceDatabase(page)).join("\n");
  return people.filter((p) => all.includes(p.email) || all.includes(p.name)).map((p) => p.email);
}

/** The next respondent starts on an empty form, with nothing of anyone before them on screen. */
async function expectCleanStart(page: Page, before: Person[]) {
  await page.role("heading", { name: "Welcome to the Assessment" }).waitFor();
  expect(await page.label("Full Name", { exact: false }).first().inputValue()).toBe("");
  expect(await page.label("Email Address", { exact: false }).first().inputValue()).toBe("");
  // Nor the previous respondent's "Assessment completed" toast: in Firefox it stayed over the next
  // one's Next button (a pointer resting on a toast pauses it). Dismissed toasts leave within a second.
  await waitUntil(
    "the previous respondent's toast to go",
    () => page.css("[data-sonner-toast]").count(),
    (n) => n === 0,
    2000,
  );
  const screen = await page.evaluate(() => document.body.innerText);
  for (const p of before) {
    expect(screen).not.toContain(p.name);
    expect(screen).not.toContain(p.email);
  }
}

describe("kiosk mode", () => {
  it("three respondents in a row: none sees the one before, all arrive once, none stays on the device", async () => {
    await withPage(engine(), async (page) => {
      const tag = uniqueTag("kiosk3");
      const people: Person[] = [0, 1, 2].map((i) => ({ name: `Kiosk ${tag} ${i}`, email: `${tag}-${i}@e2e.example.com` }));
      const answers: Answers[] = people.map(() => newAnswers());

      await page.goto("/test/ceo?kiosk=1");
      const setPin = page.role("dialog", { name: "Set a staff PIN for kiosk mode" });
      await setPin.label("Staff PIN").fill(STAFF_PIN);
      await setPin.role("button", { name: "Start kiosk mode" }).click();
      await setPin.waitFor({ state: "detached" });
      await waitForServiceWorker(page);

      // The first respondent online: once the server confirmed, their data leaves the device.
      await expectCleanStart(page, []);
      await quickCeo(page, people[0]!, answers[0]!);
      await page.text(UPLOADED_TEXT).waitFor();
      await waitUntil(
        "the first respondent to leave the device",
        () => onDevice(page, people.slice(0, 1)),
        (left) => left.length === 0,
      );
      await page.role("button", { name: "Next respondent" }).click();
      await expectCleanStart(page, people.slice(0, 1));

      // The next two offline: queued on the device, still never shown to the next one.
      await page.setNetwork(false);
      await quickCeo(page, people[1]!, answers[1]!);
      await page.text(SAVED_LOCALLY_TEXT).waitFor();
      await page.role("button", { name: "Next respondent" }).click();
      await expectCleanStart(page, people.slice(0, 2));
      await quickCeo(page, people[2]!, answers[2]!);
      await page.text(SAVED_LOCALLY_TEXT).waitFor();
      await waitForSyncStatus(page, /^2 waiting to upload/);
      // Until the server has them, both are on the device (so the check after upload is not vacuous).
      expect(await onDevice(page, people.slice(1))).toEqual(people.slice(1).map((p) => p.email));

      await page.setNetwork(true);
      await page.text(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
      await waitForSyncStatus(page, /^All answers uploaded/);
      const rows = queryD1<StoredResponse>(`SELECT * FROM assessment_responses WHERE email LIKE '${tag}-%'`);
      expect(rows).toHaveLength(3);
      for (const [i, person] of people.entries()) {
        const mine = rows.filter((r) => r.email === person.email);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.name).toBe(person.name);
        expectStoredRow(mine[0]!, "ceo", answers[i]!, { culture: false });
      }
      await waitUntil(
        "every respondent to leave the device",
        () => onDevice(page, people),
        (left) => left.length === 0,
      );
      expect(JSON.parse((await readDeviceDatabase(page)).outbox!)).toEqual([]);

      // Leaving kiosk mode needs the staff PIN (the staff menu opens behind it), and is remembered on the device.
      await page.role("button", { name: "Staff menu" }).click();
      const pin = page.role("dialog", { name: "Staff menu" });
      await pin.label("Staff PIN").fill("135790");
      await pin.role("button", { name: "Open" }).click();
      await pin.text("That PIN is not right.").waitFor();
      await pin.label("Staff PIN").fill(STAFF_PIN);
      await pin.role("button", { name: "Open" }).click();
      await page.role("button", { name: "Leave kiosk mode" }).click();
      const leave = page.role("dialog", { name: "Leave kiosk mode" });
      await leave.role("button", { name: "Leave kiosk mode" }).click();
      await leave.waitFor({ state: "detached" });
      await page.role("button", { name: "Staff menu" }).waitFor({ state: "detached" });
      await page.goto("/test/ceo");
      await page.role("heading", { name: "Welcome to the Assessment" }).waitFor();
      expect(await page.role("button", { name: "Staff menu" }).count()).toBe(0);
      expect(await page.errors()).toEqual([]);
    });
  });
});
