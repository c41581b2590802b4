// Kiosk mode at an event (docs/offline.md#kiosk-mode-for-an-event-organiser): many respondents queue on one device while it is
// offline; they all upload once the network returns, none twice, and nothing personal stays behind.
// Chromium only, at scale (20); three in a row and the staff PIN run in every engine in
// e2e/scenarios/kiosk-respondents.test.ts.
import { describe, expect, it, onTestFailed } from "vitest";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1, type StoredResponse } from "../support/d1";
import { staffAction, startKioskMode, uniqueTag, type Person } from "../support/fixtures";
import { expectStoredRow } from "../support/expect-stored";
import { newAnswers, type Answers } from "../support/flow-driver";
import {
  SAVED_LOCALLY_TEXT,
  UPLOADED_TEXT,
  ceoSteps,
  pollUntil,
  readDeviceDatabase,
  runSteps,
  setNetwork,
  sparse,
  syncStatus,
  waitForServiceWorker,
  waitForSyncStatus,
} from "../support/offline-driver";

const browser = useBrowser();

const viewport = { width: 1280, height: 1400 };
const RESPONDENTS = 20;

async function startKiosk(path: string) {
  const { page, context } = await newPage(browser(), { viewport });
  await startKioskMode(page, path);
  return { page, context };
}

/** The kiosk settings the device holds (Dexie meta 'kiosk'). */
async function storedKiosk(page: Awaited<ReturnType<typeof startKiosk>>["page"]) {
  const meta = JSON.parse((await readDeviceDatabase(page)).meta ?? "[]") as { key: string; value: unknown }[];
  return meta.find((m) => m.key === "kiosk")?.value as {
    enabled: boolean;
    idleSeconds: number;
    teamCode: string | null;
    pin: { kind: string } | null;
  };
}

describe("kiosk mode", () => {
  it(
    "once set up, takes no settings from the address bar: a booth visitor's URL leaves the team and idle time alone",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await startKiosk("/test/ic?kiosk=1&idle=300");
      expect(await storedKiosk(page)).toMatchObject({ enabled: true, idleSeconds: 300, teamCode: null, pin: { kind: "pbkdf2-sha256" } });
      const before = await storedKiosk(page);

      await page.goto("/test/ic?kiosk=1&team=attackerteam123&idle=3600");
      await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      await page.getByRole("button", { name: "Staff menu" }).waitFor();
      // No new PIN is asked for, the stored settings are as staff left them, and the team screen shows no team.
      expect(await page.getByRole("dialog", { name: "Set a staff PIN for kiosk mode" }).count()).toBe(0);
      expect(await storedKiosk(page)).toEqual(before);
      expect(await page.getByTestId("joining-team").count()).toBe(0);
      expect(await (await staffAction(page, "Team for this kiosk")).getByLabel("Team join code").inputValue()).toBe("");
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );

  it(
    `${RESPONDENTS} respondents one after another offline all arrive once, and their data leaves the device`,
    { timeout: 300_000 },
    async () => {
      const tag = uniqueTag("kiosk");
      const { page, context } = await startKiosk("/test/ceo?kiosk=1");
      await waitForServiceWorker(page);
      await setNetwork(context, false);

      const done: { person: Person; answers: Answers }[] = [];
      onTestFailed(async () => {
        const outbox = await readDeviceDatabase(page).then((db) => db.outbox, String);
        console.log(
          `${done.length} of ${RESPONDENTS} respondents had finished; status: ${await syncStatus(page).textContent()}; outbox at ${Date.now()}: ${outbox}`,
        );
      });
      const startedAt = Date.now();
      for (let i = 0; i < RESPONDENTS; i++) {
        const person = { name: `Kiosk ${tag} ${i}`, email: `${tag}-${i}@e2e.example.com` };
        const answers = newAnswers();
        // The next respondent starts on an empty form.
        await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
        expect(await page.getByLabel("Full Name", { exact: false }).first().inputValue()).toBe("");
        await runSteps(ceoSteps(page, person, answers, { pattern: sparse }));
        await page.getByText(SAVED_LOCALLY_TEXT).waitFor();
        done.push({ person, answers });
        if (i < RESPONDENTS - 1) await page.getByRole("button", { name: "Next respondent" }).click();
      }
      await waitForSyncStatus(page, new RegExp(`^${RESPONDENTS} waiting to upload`));
      const flowsSeconds = (Date.now() - startedAt) / 1000;
      const mentions = (db: Record<string, string>) => {
        const all = Object.values(db).join("\n");
        return done.filter(({ person }) => all.includes(person.email) || all.includes(person.name)).map(({ person }) => person.email);
      };
      // Until the server has them, every respondent's answers are on the device (the check below is not vacuous).
      expect(mentions(await readDeviceDatabase(page))).toHaveLength(RESPONDENTS);

      await setNetwork(context, true);
      const onlineAt = Date.now();
      await waitForSyncStatus(page, /^All answers uploaded/, 60_000);
      console.log(
        `${RESPONDENTS} kiosk flows offline in ${flowsSeconds.toFixed(0)} s; uploaded ${((Date.now() - onlineAt) / 1000).toFixed(1)} s after the network returned`,
      );
      const rows = queryD1<StoredResponse>(`SELECT * FROM assessment_responses WHERE email LIKE '${tag}-%'`);
      expect(rows).toHaveLength(RESPONDENTS);
      for (const { person, answers } of done) {
        const mine = rows.filter((r) => r.email === person.email);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.name).toBe(person.name);
        expectStoredRow(mine[0]!, "ceo", answers, { culture: false });
      }

      // The last respondent is still on the completion screen: once uploaded, their data goes too.
      await page.getByText(UPLOADED_TEXT).waitFor();
      const device = await pollUntil(
        () => readDeviceDatabase(page),
        (db) => mentions(db).length === 0,
        15_000,
      );
      expect(mentions(device)).toEqual([]);
      expect(JSON.parse(device.outbox!)).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});
