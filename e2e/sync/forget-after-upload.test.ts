// Decision 029 on the real app and server, Chromium: a respondent finishes in a plain browser (no
// kiosk), and once the upload is acknowledged the device's IndexedDB holds no answer, no contact
// detail and no write token; a reload still shows the completion screen.
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { uniquePerson } from "../support/fixtures";
import { expectStored } from "../support/expect-stored";
import { newAnswers } from "../support/flow-driver";
import { UPLOADED_TEXT, ceoSteps, pollUntil, readDeviceDatabase, runSteps } from "../support/offline-driver";

const browser = useBrowser();

/** The device's stores as one text, and whether it still holds anything of the respondent. */
const holdsRespondent = (db: Record<string, string>, person: { name: string; email: string }) => {
  const all = Object.values(db).join("\n");
  return all.includes(person.email) || all.includes(person.name) || /"writeToken":"/.test(all) || /"responseId":"/.test(all);
};

describe("a finished respondent on a plain browser", () => {
  it("leaves no answers and no write token on the device once the upload is acknowledged, and a reload shows completion", async () => {
    const person = uniquePerson("forget");
    const answers = newAnswers();
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1400 } });
    await page.goto("/test/ceo");
    await runSteps(ceoSteps(page, person, answers, { keepPursuer: ["blue"] }));
    await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
    expectStored(person.email, "ceo", answers, { culture: false });

    const db = await pollUntil(
      () => readDeviceDatabase(page),
      (d) => !holdsRespondent(d, person),
      30_000,
    );
    expect(db.outbox).toBe("[]");
    const [flow] = JSON.parse(db.flows!) as { snapshot: { value: unknown; context: Record<string, unknown> } }[];
    expect(flow!.snapshot.value).toBe("completion");
    expect(flow!.snapshot.context).toMatchObject({
      writeToken: null,
      responseId: null,
      intake: null,
      responses: { attraction: {}, pursuer: {} },
    });

    await page.reload();
    await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
    await page.getByText(UPLOADED_TEXT).waitFor();
    expect(holdsRespondent(await readDeviceDatabase(page), person)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
