import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import type { SavePayload } from "../../schema/save/payload";
import { deviceId } from "../db/meta";
import { i18n } from "../i18n/catalogs";
import { flowMachine, type SubmitResult } from "./machine";
import { toPayload } from "./payload";

// sonner loads on demand (App's <Toasts> loads it after first paint too): keeps it out of the
// first paint of /test/* (docs/performance.md#quality-bars). Both imports resolve to the same module, so the Toaster sees these.
const toast = () => import("sonner").then((m) => m.toast);

// The outbox and the sync engine load with the first save, not before the first paint (docs/performance.md#quality-bars).
// A step's end uploads at once; an answer inside a step waits on the device for the step's end, at most its
// hold (docs/decisions/073-uploads-follow-steps.md).
async function queue(payload: SavePayload, completes: boolean, withinStep = false) {
  const [{ enqueueSave }, { requestHeldSync, requestSync }, { answerHoldMs }] = await Promise.all([
    import("../sync/outbox"),
    import("../sync/triggers"),
    import("../sync/hold"),
  ]);
  const hold = withinStep && !completes ? await answerHoldMs() : 0;
  const dueAt = await enqueueSave({ ...payload, deviceId: await deviceId() }, completes, hold);
  if (dueAt > Date.now()) requestHeldSync(dueAt);
  else requestSync();
}

/** The machine with its effects: every save goes to the outbox first, then the network (docs/architecture.md#the-sync-protocol). */
export const liveFlowMachine = flowMachine.provide({
  actions: {
    saveDraft: ({ context }, params) => {
      const payload = toPayload(context, params.step, false);
      // docs/product.md#errors: auto-save failures are only logged; the snapshot still holds every answer.
      if (payload) queue(payload, false, params.withinStep).catch((error) => console.error("Auto-save failed", error));
    },
    // A toast is outside React: its texts are read when it is raised, in the language on screen then.
    notifySubmitted: () => {
      void toast().then((t) =>
        t.success(i18n._(msg`Assessment completed`), { description: i18n._(msg`Your responses have been saved successfully`) }),
      );
    },
    notifySubmitFailed: () => {
      void toast().then((t) => t.error(i18n._(msg`Error`), { description: i18n._(msg`Failed to save assessment. Please try again.`) }));
    },
    clearNotices: () => {
      void toast().then((t) => t.dismiss());
    },
  },
  actors: {
    // Stored on the device is success: the upload follows whenever the network allows.
    submitAssessment: fromPromise<SubmitResult, SavePayload>(async ({ input }) => {
      await queue(input, true);
      return { uploaded: false };
    }),
  },
});
