import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { saveFlowSnapshot } from "../db/flows";
import { SAVED_LOCALLY_TEXT, UPLOADED_TEXT } from "../screens/completion/CompletionScreen";
import { acknowledgeAll, enqueueSave } from "../sync/outbox";
import { initialContext, type FlowContext } from "./context";
import { FlowRunner } from "./FlowRunner";
import { flowMachine } from "./machine";
import { toPayload } from "./payload";
import { loadRestoredSnapshot } from "./restore-snapshot";
import { INTAKE } from "./test-harness";

// Decision 029: once the server acknowledged the final save, the device keeps only what the
// completion screen shows; not the answers, the contact details or the write token.

const ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const TOKEN = "secret-write-token-".padEnd(43, "x");

/** A manager who has just submitted: everything given is in the context, the final save queued. */
const finished: FlowContext = {
  ...initialContext({ audience: "manager", teamCode: "TEAMCODE1234" }),
  responseId: ID,
  writeToken: TOKEN,
  revision: 12,
  intake: { ...INTAKE, name: "Ada Secret", email: "ada.secret@example.com", userFlow: "manager" },
  rankingDone: { attraction: true, pursuer: true },
  responses: { attraction: { red: { "1": 2 } }, pursuer: { blue: { "1": 1 } } },
  cultureResponses: { "rabbit-a1": 9 },
  cultureScores: { rabbit: 1, dog: 0, cat: 0 },
  demographics: { birthYear: "1815" },
  demographicConsent: { at: "2026-11-25T10:00:00.000Z", version: "1" },
  completionTimeSeconds: 321,
};
const SECRETS = [TOKEN, ID, "Ada Secret", "ada.secret@example.com", "rabbit-a1", "1815", "TEAMCODE1234", "linkedin"];

const completionSnapshot = () =>
  flowMachine.getPersistedSnapshot(flowMachine.resolveState({ value: "completion", context: finished })) as object;
const storedSnapshot = async () => JSON.stringify((await db.flows.get("manager"))?.snapshot ?? null);
const team = { code: null, exact: false };

async function submitted() {
  await enqueueSave(toPayload(finished, "final", true)!, true);
  await saveFlowSnapshot("manager", completionSnapshot());
}

beforeEach(async () => {
  await Promise.all([db.flows.clear(), db.outbox.clear(), db.meta.clear()]);
  // The statements' fetch has no server here; the completion screen needs none.
  vi.stubGlobal("fetch", () => Promise.resolve(new Response("", { status: 503 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("after the final save is acknowledged", () => {
  it("a plain browser keeps everything while the save waits, then forgets answers, contact details and token, and a reload still shows completion", async () => {
    await submitted();
    const onForgotten = vi.fn<(s: object) => void>();
    const view = render(
      <FlowRunner
        audience="manager"
        snapshot={completionSnapshot()}
        kioskIdleSeconds={null}
        team={team}
        language={{ start: "en" }}
        onForgotten={onForgotten}
      />,
    );
    await screen.findByText(SAVED_LOCALLY_TEXT);
    // Not uploaded yet: the answers must stay until the server has them.
    expect(await storedSnapshot()).toContain(TOKEN);

    await acknowledgeAll([{ id: ID, revision: 12 }]);
    await screen.findByText(UPLOADED_TEXT);
    await waitFor(async () => {
      const stored = await storedSnapshot();
      for (const secret of SECRETS) expect(stored).not.toContain(secret);
    });
    const stored = JSON.parse(await storedSnapshot()) as { value: unknown; context: FlowContext };
    expect(stored.value).toBe("completion");
    // What stays in memory: the route restarts its runner from this snapshot only.
    expect(onForgotten).toHaveBeenCalledTimes(1);
    expect(JSON.parse(JSON.stringify(onForgotten.mock.calls[0]![0]))).toEqual(stored);
    // Nothing left of this respondent anywhere on the device.
    expect(await db.outbox.count()).toBe(0);
    expect(JSON.stringify(await db.meta.toArray())).not.toContain("Ada Secret");
    view.unmount();

    // A reload of the completion page.
    const restored = await loadRestoredSnapshot("manager");
    expect(restored).not.toBeNull();
    render(
      <FlowRunner
        audience="manager"
        snapshot={restored}
        kioskIdleSeconds={null}
        team={team}
        language={{ start: "en" }}
        onForgotten={onForgotten}
      />,
    );
    await screen.findByRole("heading", { name: "Assessment Complete!" });
    expect(screen.getByText(UPLOADED_TEXT)).toBeTruthy();
    expect(onForgotten).toHaveBeenCalledTimes(1);
  });

  it("a kiosk still keeps no snapshot at all (its next respondent starts fresh after a reload)", async () => {
    await submitted();
    render(
      <FlowRunner
        audience="manager"
        snapshot={completionSnapshot()}
        kioskIdleSeconds={120}
        team={team}
        language={{ start: "en" }}
        onForgotten={() => {}}
      />,
    );
    await screen.findByText(SAVED_LOCALLY_TEXT);
    await acknowledgeAll([{ id: ID, revision: 12 }]);
    await screen.findByText(UPLOADED_TEXT);
    await waitFor(async () => expect(await db.flows.get("manager")).toBeUndefined());
  });
});
