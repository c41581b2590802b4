// A respondent's data rights end to end (docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): the admin downloads everything stored
// about a person, then erases them after typing their name; the person's own device, which queued a save
// offline meanwhile, gets 410 when it reconnects and its outbox drops the save — the person stays gone.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RespondentData } from "../../schema/records/data-rights";
import { checkA11y } from "../support/axe";
import { baseURL, newPage, useBrowser } from "../support/browser";
import { queryD1 } from "../support/d1";
import { saveIntake, signIn, uniquePerson } from "../support/fixtures";
import { fillIntake, rankByKeyboard } from "../support/flow-driver";
import { pollUntil, readDeviceDatabase, setNetwork, waitForServiceWorker } from "../support/offline-driver";

const browser = useBrowser();

const rowsWithId = (id: string) => queryD1<{ n: number }>(`SELECT COUNT(*) AS n FROM assessment_responses WHERE id = '${id}'`)[0]?.n ?? 0;

describe("data rights", () => {
  it("downloads a respondent's data, erases them by name, and their device's late save is refused (410) and dropped", async () => {
    const person = uniquePerson("erase");
    const device = await newPage(browser());
    await device.page.goto("/test/ic");
    await waitForServiceWorker(device.page);
    await fillIntake(device.page, person);
    await device.page.getByRole("heading", { name: "Assessment Instructions" }).waitFor();
    // The intake save reached the server; the device knows the response's id.
    const [stored] = await pollUntil(
      () => queryD1<{ id: string }>(`SELECT id FROM assessment_responses WHERE email = '${person.email}'`),
      (rows) => rows.length === 1,
    );
    const id = stored!.id;

    // Offline, the respondent goes on: the ranking's save waits in the device's outbox.
    await setNetwork(device.context, false);
    await device.page.getByRole("button", { name: "Start Assessments" }).click();
    await rankByKeyboard(device.page);
    await pollUntil(
      async () => JSON.parse((await readDeviceDatabase(device.page)).outbox ?? "[]") as { id: string }[],
      (items) => items.some((i) => i.id === id),
    );

    const admin = await newPage(browser());
    await signIn(admin.page);
    await admin.page.getByLabel("Search responses").fill(person.email);
    await admin.page.getByRole("button", { name: person.name }).click();
    await admin.page.getByRole("heading", { level: 1, name: person.name }).waitFor();

    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      admin.page.getByRole("button", { name: "Download data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`respondent-${id}.json`);
    const data = JSON.parse(readFileSync(await download.path(), "utf8")) as RespondentData;
    expect(data.response).toMatchObject({ id, name: person.name, email: person.email, userFlow: "ic", lastStep: "intake-complete" });
    expect(JSON.stringify(data)).not.toMatch(/writeToken/);

    await admin.page.getByRole("button", { name: "Erase", exact: true }).click();
    const dialog = admin.page.getByRole("dialog", { name: `Erase ${person.name}?` });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Erase for good" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${person.name} to confirm`).fill(person.name);
    expect(await checkA11y(admin.page)).toEqual([]);
    const erased = admin.page.waitForResponse(
      (r) => r.request().method() === "DELETE" && new URL(r.url()).pathname === `/api/admin/responses/${id}`,
    );
    await confirm.click();
    expect((await erased).status()).toBe(204);
    await admin.page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(rowsWithId(id)).toBe(0);
    await admin.page.getByLabel("Search responses").fill(person.email);
    await admin.page.getByText("No responses match your search").waitFor();
    expect((await admin.page.request.get(`/api/admin/responses/${id}`)).status()).toBe(404);

    // Back online: the queued save is answered 410 in its batch slot and leaves the outbox instead of
    // waiting or failing. (Heard on the context: the service worker's own sync may be the one that sends it.)
    const statuses: number[] = [];
    device.context.on("response", (r) => {
      if (new URL(r.url()).pathname !== "/api/assessment/batch") return;
      void r
        .json()
        .then((body: { results: { id: string; status?: number }[] }) =>
          body.results.filter((s) => s.id === id).forEach((s) => statuses.push(s.status ?? r.status())),
        )
        .catch(() => statuses.push(r.status()));
    });
    await setNetwork(device.context, true);
    await pollUntil(
      async () => JSON.parse((await readDeviceDatabase(device.page)).outbox ?? "[]") as unknown[],
      (items) => items.length === 0,
    );
    expect(
      await pollUntil(
        () => statuses,
        (s) => s.length > 0,
        5_000,
      ),
    ).toContain(410);
    expect(rowsWithId(id)).toBe(0);
    expect(queryD1(`SELECT id FROM erased_responses WHERE id = '${id}'`)).toEqual([{ id }]);
    await device.context.close();
    await admin.context.close();
  });

  it("retention: the Cron Trigger's handler, run by the real wrangler dev, deletes an incomplete response untouched for 90 days", async () => {
    const stale = uniquePerson("stale");
    const fresh = uniquePerson("fresh");
    const ids: Record<string, string> = {};
    for (const person of [stale, fresh]) ids[person.email] = (await saveIntake({ ...person, userFlow: "ic" })).id;
    const DAY = 24 * 60 * 60 * 1000;
    queryD1(`UPDATE assessment_responses SET updated_at = ${Date.now() - 91 * DAY} WHERE id = '${ids[stale.email]}'`);
    queryD1(`UPDATE assessment_responses SET updated_at = ${Date.now() - 89 * DAY} WHERE id = '${ids[fresh.email]}'`);
    // `wrangler dev --test-scheduled` (scripts/local/local-server.mjs) runs the scheduled handler on this path.
    const run = await fetch(`${baseURL()}/__scheduled?cron=17+3+*+*+*`);
    expect(run.status).toBe(200);
    await pollUntil(
      () => rowsWithId(ids[stale.email]!),
      (n) => n === 0,
    );
    expect(rowsWithId(ids[fresh.email]!)).toBe(1);
  });
});
