import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AdminStats } from "../../schema/records/admin";
import { adminStats, COMPLETED_SQL, CONSENTED_COMPLETED_SQL, NEWEST_COMPLETED_SQL, NEWEST_STARTED_SQL, STARTED_SQL } from "./stats";
import { saveResponse, setCompletedAt, signIn, signInAs, withCookie } from "../test/admin";
import { allCultureAnswers, TEST_CONSENT } from "../../schema/save/sample-payload";

// Its own file, so the figures count exactly the rows made here (each test file gets fresh storage; the
// second test adds to the first's rows).
describe("GET /api/admin/stats", () => {
  it("counts totals, this week, culture, types per audience, the culture histogram and the funnel", async () => {
    await saveResponse({
      userFlow: "ceo",
      isCompleted: true,
      step: "final",
      pageRankings: { attractionRanking: { yellow: 2, blue: 3, red: 1 }, pursuerRanking: { yellow: 2, blue: 1, red: 3 } },
      attractionResponses: { red: { "1": 2 } },
    });
    await saveResponse({ step: "intake-complete" });
    await saveResponse({ step: "attraction-ranking-complete" });
    await saveResponse({ userFlow: "ic", step: "assessment-attraction-yellow-complete" });
    await saveResponse({ userFlow: "ic", step: "pursuer-ranking-complete" });
    await saveResponse({ step: "assessment-pursuer-red-complete" });
    await saveResponse({
      step: "culture-compatibility-complete",
      cultureCompatibilityResponses: { "rabbit-a1": 9, "rabbit-a2": 6, "dog-a21": 2, "cat-a41": 8 },
    });
    await saveResponse({ userFlow: "ic", step: "demographic-survey-complete", cultureCompatibilityResponses: { "rabbit-a1": 6 } });
    const lastMonth = await saveResponse({
      isCompleted: true,
      step: "final",
      cultureCompatibilityResponses: allCultureAnswers({ "rabbit-a1": 9, "dog-a21": 6, "cat-a41": 8 }),
    });
    await setCompletedAt(lastMonth.id, Date.now() - 10 * 24 * 60 * 60 * 1000);
    await saveResponse({ step: "some-future-step" });

    // Every group as counted (the route then decides what each role sees, below).
    const zeros = () => Array<number>(21).fill(0);
    const bins = (counts: Record<number, number>) => zeros().map((_, i) => counts[i] ?? 0);
    const counted = await adminStats(env.DB, new Date());
    expect(counted).toEqual<Omit<AdminStats, "privacy">>({
      total: 10,
      completed: 2,
      thisWeek: 1,
      withCulture: 3,
      // The manager's completed record holds no ranking and no statement: no type, not a default.
      typesByAudience: { ceo: { "Driver / Supporter": 1 }, manager: { Pending: 1 } },
      cultureScoreHistogram: { rabbit: bins({ 1: 2, 2: 1 }), dog: bins({ 0: 2, 1: 1 }), cat: bins({ 0: 1, 1: 2 }) },
      funnel: [
        { step: "intake-complete", count: 10 },
        { step: "attraction-ranking-complete", count: 8 },
        { step: "assessment-attraction", count: 7 },
        { step: "pursuer-ranking-complete", count: 6 },
        { step: "assessment-pursuer", count: 5 },
        // Who took them: the finished CEO passed the culture test and both finished ones the survey without taking them.
        { step: "culture-compatibility-complete", count: 3 },
        { step: "demographic-survey-complete", count: 1 },
        { step: "completed", count: 2 },
      ],
    });

    // An owner sees every figure, with what a viewer sees instead (decision 082).
    const own = await withCookie(await signIn(), "/api/admin/stats");
    expect(own.status).toBe(200);
    const under = (needed: number) => ({ shown: false, reason: "under-floor", needed });
    expect(await own.json()).toEqual<AdminStats>({
      ...counted,
      privacy: {
        view: "all",
        floor: 5,
        publishedAt: null,
        funnel: { shown: true },
        culture: under(2),
        audiences: { ceo: under(4), manager: under(4), ic: { shown: true } },
      },
    } as AdminStats);

    // A viewer gets none of the groups of fewer than 5 (here: every group but all ten responses' funnel).
    const view = (await (await withCookie((await signInAs("viewer")).cookie, "/api/admin/stats")).json()) as AdminStats;
    expect(view).toMatchObject({ total: 10, completed: 2, typesByAudience: {}, cultureScoreHistogram: null, funnel: counted.funnel });
    expect(view.privacy).toMatchObject({ view: "viewer", culture: under(2), audiences: { ceo: under(4), manager: under(4) } });
  });

  it("counts the demographic survey complete for who submitted it, not for who skipped it (decision 046)", async () => {
    const funnel = async () => Object.fromEntries((await adminStats(env.DB, new Date())).funnel!.map((s) => [s.step, s.count]));
    const before = await funnel();
    await saveResponse({ userFlow: "ceo", isCompleted: true, step: "final", demographicConsent: null });
    // Submitted with every field left empty: still complete, the survey is all optional.
    await saveResponse({ userFlow: "ceo", isCompleted: true, step: "final", demographicConsent: TEST_CONSENT, demographicData: {} });
    const after = await funnel();
    expect((after["demographic-survey-complete"] ?? 0) - (before["demographic-survey-complete"] ?? 0)).toBe(1);
    expect((after["completed"] ?? 0) - (before["completed"] ?? 0)).toBe(2);
    expect(after["culture-compatibility-complete"]).toBe(before["culture-compatibility-complete"]);
  });

  it("shows an audience's types to viewers from 5 completed responses, and the histograms over 5 with culture scores", async () => {
    for (let i = 0; i < 5; i++) {
      await saveResponse({
        userFlow: "ic",
        isCompleted: true,
        step: "final",
        cultureCompatibilityResponses: allCultureAnswers({ "rabbit-a1": 9 }),
      });
    }
    const stats = (await (await withCookie(await signIn(), "/api/admin/stats")).json()) as AdminStats;
    expect(Object.values(stats.typesByAudience.ic ?? {}).reduce((a, n) => a + n, 0)).toBe(5);
    // Each audience on its own: no figure of all the types together is shown, so the ICs' types give away nobody's in another.
    expect(stats.privacy.audiences).toEqual({
      ceo: { shown: false, reason: "under-floor", needed: 2 },
      manager: { shown: false, reason: "under-floor", needed: 4 },
      ic: { shown: true },
    });
    expect(stats.privacy.culture).toEqual({ shown: true });
    expect(stats.cultureScoreHistogram!.rabbit[1]).toBeGreaterThanOrEqual(5);
  });
});

describe("the consent count", () => {
  it("reads only the partial consent index, never the rows (bench:admin's stats bar at 100,000 responses)", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${CONSENTED_COMPLETED_SQL}`).all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join("\n")).toMatch(/COVERING INDEX responses_consent_idx/);
  });
});

describe("a viewer's counts of changes (decision 082)", () => {
  const plan = async (sql: string, ...params: number[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join("\n");

  it("read ranges of indexes, never the whole table (bench:admin's stats bar at 100,000 responses)", async () => {
    expect(await plan(STARTED_SQL, 0)).toMatch(/USING COVERING INDEX responses_created_idx \(created_at>\?\)/);
    expect(await plan(NEWEST_STARTED_SQL)).toMatch(/responses_created_idx/);
    expect(await plan(COMPLETED_SQL, 0, 0, 0, 0, 0)).toMatch(/USING INDEX responses_list_idx \(completed_at>\?\)/);
    expect(await plan(NEWEST_COMPLETED_SQL)).toMatch(/responses_list_idx/);
  });
});
