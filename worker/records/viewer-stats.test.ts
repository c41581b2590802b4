import { describe, expect, it } from "vitest";
import type { AdminStats } from "../../schema/records/admin";
import { allCultureAnswers } from "../../schema/save/sample-payload";
import { callWithEnv, saveResponse, signIn, signInAs, withCookie } from "../test/admin";

// Its own file: the viewers' published figures are one row, which every test here moves on from the last.
const completedIc = () =>
  saveResponse({ userFlow: "ic", isCompleted: true, step: "final", cultureCompatibilityResponses: allCultureAnswers({ "rabbit-a1": 9 }) });
const icTypes = (s: AdminStats) => Object.values(s.typesByAudience.ic ?? {}).reduce((a, n) => a + n, 0);
const viewer = (await signInAs("viewer")).cookie;
const asViewer = async (env: Record<string, string> = {}) =>
  (await (await callWithEnv(env, "/api/admin/stats", { headers: { Cookie: viewer } })).json()) as AdminStats;
const asOwner = async () => (await (await withCookie(await signIn(), "/api/admin/stats")).json()) as AdminStats;

describe("a viewer's stats move in steps of the floor (decision 082)", () => {
  it("publishes a group's first figure at once, then keeps it until 5 of its people changed", async () => {
    for (let i = 0; i < 5; i++) await completedIc();
    const first = await asViewer();
    expect(icTypes(first)).toBe(5);
    expect(first.cultureScoreHistogram?.rabbit[1]).toBe(5);
    expect(first.funnel?.[0]).toEqual({ step: "intake-complete", count: 5 });

    // One more finishes: the count of who finished moves (the list shows it), the ICs' types do not.
    await completedIc();
    const one = await asViewer();
    expect(one).toMatchObject({ completed: 6, privacy: { publishedAt: first.privacy.publishedAt } });
    expect(icTypes(one)).toBe(5);
    expect(icTypes(await asOwner())).toBe(6);

    // Three who only started make four people changed for the funnel; a second save of one of them is no fifth person.
    const started = [];
    for (let i = 0; i < 3; i++) started.push(await saveResponse({ step: "intake-complete" }));
    await saveResponse({ ...started[0]!, step: "attraction-ranking-complete", revision: started[0]!.revision + 1 });
    expect((await asViewer()).funnel?.[0]?.count).toBe(5);
    await saveResponse({ step: "intake-complete" });
    const funnelStep = await asViewer();
    expect(funnelStep.funnel?.[0]?.count).toBe(10);
    // The ICs' types are a group of their own: still one change short of four.
    expect(icTypes(funnelStep)).toBe(5);
    for (let i = 0; i < 4; i++) await completedIc();
    expect(icTypes(await asViewer())).toBe(10);
  });

  it("takes the step from ANONYMITY_FLOOR", async () => {
    const before = await asViewer();
    for (let i = 0; i < 3; i++) await completedIc();
    expect(icTypes(await asViewer())).toBe(icTypes(before));
    const atThree = await asViewer({ ANONYMITY_FLOOR: "3" });
    expect(icTypes(atThree)).toBe(icTypes(before) + 3);
    expect(atThree.privacy.floor).toBe(3);
  });

  it("gives two viewers asking at once the same figures", async () => {
    for (let i = 0; i < 5; i++) await completedIc();
    const [a, b] = await Promise.all([asViewer(), asViewer()]);
    expect(a.privacy.publishedAt).toBe(b.privacy.publishedAt);
    expect(a.typesByAudience).toEqual(b.typesByAudience);
  });
});
