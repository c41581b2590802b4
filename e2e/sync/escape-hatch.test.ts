// The escape hatch for event staff (docs/offline.md#the-escape-hatch-when-a-tablet-never-gets-online): a kiosk that never gets online
// exports its queue behind the staff PIN, sealed with a passphrase it generates and shows once; an
// admin imports the file; the tablet coming online later doubles nothing. Chromium only (playwright-core).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkA11y } from "../support/axe";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1, type StoredResponse } from "../support/d1";
import { signIn, staffAction, startKioskMode, uniqueTag, type Person } from "../support/fixtures";
import { expectStoredRow } from "../support/expect-stored";
import { newAnswers, type Answers } from "../support/flow-driver";
import {
  SAVED_LOCALLY_TEXT,
  ceoSteps,
  readDeviceDatabase,
  runSteps,
  setNetwork,
  sparse,
  waitForServiceWorker,
  waitForSyncStatus,
} from "../support/offline-driver";

const RESPONDENTS = 5;

const browser = useBrowser();
let downloads: string;
beforeAll(() => {
  downloads = mkdtempSync(join(tmpdir(), "sociality-escape-"));
});
afterAll(() => {
  rmSync(downloads, { recursive: true, force: true });
});

describe("escape hatch: kiosk export, admin import", () => {
  it(
    `${RESPONDENTS} respondents of an offline kiosk reach the server through the file, once, and the tablet's later upload doubles nothing`,
    { timeout: 300_000 },
    async () => {
      const tag = uniqueTag("escape");
      const rowsOf = () => queryD1<StoredResponse>(`SELECT * FROM assessment_responses WHERE email LIKE '${tag}-%' ORDER BY email`);

      // The tablet: kiosk mode set up online once, then offline for the whole event.
      const kiosk = await newPage(browser(), { viewport: { width: 1280, height: 1400 } });
      const tablet = kiosk.page;
      await startKioskMode(tablet, "/test/ceo?kiosk=1");
      await waitForServiceWorker(tablet);
      await setNetwork(kiosk.context, false);

      const done: { person: Person; answers: Answers }[] = [];
      for (let i = 0; i < RESPONDENTS; i++) {
        const person = { name: `Escape ${tag} ${i}`, email: `${tag}-${i}@e2e.example.com` };
        const answers = newAnswers();
        await tablet.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
        await runSteps(ceoSteps(tablet, person, answers, { pattern: sparse }));
        await tablet.getByText(SAVED_LOCALLY_TEXT).waitFor();
        done.push({ person, answers });
        if (i < RESPONDENTS - 1) await tablet.getByRole("button", { name: "Next respondent" }).click();
      }
      await waitForSyncStatus(tablet, new RegExp(`^${RESPONDENTS} waiting to upload`));

      // Staff export, behind the PIN, still offline: the tablet chooses the passphrase and shows it once.
      const exportDialog = await staffAction(tablet, "Export answers");
      const download = tablet.waitForEvent("download");
      await exportDialog.getByRole("button", { name: "Export" }).click();
      const file = join(downloads, (await download).suggestedFilename());
      await (await download).saveAs(file);
      const exported = tablet.getByRole("dialog", { name: "Answers exported" });
      expect(await exported.getByRole("status").textContent()).toContain(`with ${RESPONDENTS} waiting and 0 refused answers`);
      const passphrase = (await exported.getByTestId("export-passphrase").textContent()) ?? "";
      expect(passphrase).toMatch(/^[a-z]+(-[a-z]+){6}$/);
      expect(readFileSync(file, "utf8")).not.toContain(passphrase);
      await exported.getByRole("button", { name: "Close" }).click();
      await exported.waitFor({ state: "detached" });
      // Shown once: nothing on the tablet holds it any more.
      expect(JSON.stringify(await readDeviceDatabase(tablet))).not.toContain(passphrase);
      expect(rowsOf()).toEqual([]);

      // The admin, on another device: a wrong passphrase first, then the right one.
      const admin = await newPage(browser());
      const dashboard = admin.page;
      await signIn(dashboard);
      const card = dashboard.getByRole("region", { name: "Import a kiosk file" });
      await card.getByLabel("Export file").setInputFiles(file);
      await card.getByLabel("Passphrase").fill("not the passphrase");
      await card.getByRole("button", { name: "Import" }).click();
      expect(await card.getByRole("alert").textContent()).toBe("The passphrase is not right, or the file was changed.");
      expect(rowsOf()).toEqual([]);

      await card.getByLabel("Passphrase").fill(passphrase);
      await card.getByRole("button", { name: "Import" }).click();
      const summary = card.getByRole("status");
      await summary.filter({ hasText: "Imported" }).waitFor();
      expect(await summary.textContent()).toBe(`Imported ${RESPONDENTS} answers: ${RESPONDENTS} new, 0 updated, 0 unchanged, 0 refused.`);
      const imported = rowsOf();
      expect(imported).toHaveLength(RESPONDENTS);
      for (const [i, { person, answers }] of done.entries()) {
        expect(imported[i]!.email).toBe(person.email);
        expect(imported[i]!.name).toBe(person.name);
        expectStoredRow(imported[i]!, "ceo", answers, { culture: false });
      }
      // The list shows them at once, each once.
      await dashboard.getByLabel("Search responses").fill(tag);
      await expect.poll(() => dashboard.getByTestId("response-row").count()).toBe(RESPONDENTS);
      expect(await checkA11y(dashboard)).toEqual([]);

      // Importing the same file again changes nothing.
      await card.getByRole("button", { name: "Import" }).click();
      await summary
        .filter({ hasText: "unchanged" })
        .filter({ hasText: `${RESPONDENTS} unchanged` })
        .waitFor();
      expect(await summary.textContent()).toBe(`Imported ${RESPONDENTS} answers: 0 new, 0 updated, ${RESPONDENTS} unchanged, 0 refused.`);
      expect(rowsOf()).toEqual(imported);

      // The tablet comes online and uploads its queue: acknowledged, and still one record each.
      await setNetwork(kiosk.context, true);
      await waitForSyncStatus(tablet, /^All answers uploaded/);
      expect(rowsOf()).toEqual(imported);
      expect(pageErrors(tablet)).toEqual([]);
      expect(pageErrors(dashboard)).toEqual([]);
      await admin.context.close();
      await kiosk.context.close();
    },
  );
});
