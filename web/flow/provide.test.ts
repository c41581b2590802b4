// The live machine's saves reach the outbox the status line counts: an answer given offline inside a
// step waits there until the server has it (docs/decisions/047-status-line.md).
import { waitFor } from "@testing-library/react";
import { createActor, type Snapshot } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELAY } from "../../schema/constants";
import { db } from "../db/db";
import { ackOf, network, perSave } from "../sync/test-network";
import { syncNow } from "../sync/triggers";
import { initialContext } from "./context";
import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import { flowMachine } from "./machine";
import { liveFlowMachine } from "./provide";
import { INTAKE } from "./test-harness";

const ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

/** A respondent on the culture test's first question, everything before it uploaded. */
const onCultureTest = () =>
  flowMachine.getPersistedSnapshot(
    flowMachine.resolveState({
      value: "culture",
      context: {
        ...initialContext({ audience: "ic" }),
        responseId: ID,
        writeToken: "t".repeat(43),
        revision: 7,
        lastStep: "assessment-pursuer-red-complete",
        intake: INTAKE,
        cultureOrder: [...CULTURE_IDS],
      },
    }),
  ) as Snapshot<unknown>;

beforeEach(async () => {
  await db.outbox.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("liveFlowMachine", () => {
  it("queues a culture answer given offline at once, and uploads it when the network is back", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const server = network(perSave(ackOf));
    vi.stubGlobal("fetch", server.fetcher);
    const actor = createActor(liveFlowMachine, { snapshot: onCultureTest(), input: { audience: "ic" } }).start();
    actor.send({ type: "culture.answer", code: 6 });
    actor.send({ type: "culture.answer", code: 2 });
    // One row per respondent, holding the newest answers.
    await waitFor(async () => expect((await db.outbox.get(ID))?.revision).toBe(9));
    expect(await db.outbox.count()).toBe(1);
    // The drain each save scheduled (web/sync/triggers.ts) runs while offline and sends nothing.
    await new Promise((resolve) => setTimeout(resolve, DELAY.autoSave * 2));
    expect(server.calls).toHaveLength(0);

    onLine.mockReturnValue(true);
    await syncNow(server.fetcher);
    const [first, second] = CULTURE_IDS;
    expect(server.sent()).toEqual([
      expect.objectContaining({
        revision: 9,
        step: "assessment-pursuer-red-complete",
        isCompleted: false,
        cultureCompatibilityResponses: { [first!]: 6, [second!]: 2 },
      }),
    ]);
    expect(await db.outbox.count()).toBe(0);
    actor.stop();
  });
});
