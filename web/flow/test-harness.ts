// Drives the real flow machine without a DOM: effects replaced by recorders.
import { createActor, fromPromise, type Snapshot } from "xstate";
import type { Audience } from "../../schema/constants";
import type { SavePayload } from "../../schema/save/payload";
import { flowMachine, type SubmitResult } from "./machine";
import { toPayload } from "./payload";

export const INTAKE = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "",
  jobTitle: "Analyst",
  companyWebsite: "example.com",
  linkedinProfile: "https://www.linkedin.com/in/ada",
  userFlow: "ic" as Audience,
};

/** `withinStep`: per save, whether it was an answer inside a step (it may wait for the step's end) or a step's end. */
export type Recorder = { saves: SavePayload[]; withinStep: boolean[]; submits: SavePayload[]; toasts: string[] };

export function startFlow(audience: Audience, options: { submit?: (p: SavePayload) => Promise<SubmitResult>; snapshot?: object } = {}) {
  const rec: Recorder = { saves: [], withinStep: [], submits: [], toasts: [] };
  const machine = flowMachine.provide({
    actions: {
      saveDraft: ({ context }, params) => {
        const payload = toPayload(context, params.step, false);
        if (!payload) return;
        rec.saves.push(payload);
        rec.withinStep.push(params.withinStep === true);
      },
      notifySubmitted: () => rec.toasts.push("submitted"),
      notifySubmitFailed: () => rec.toasts.push("failed"),
      clearNotices: () => rec.toasts.push("cleared"),
    },
    actors: {
      submitAssessment: fromPromise<SubmitResult, SavePayload>(async ({ input }) => {
        rec.submits.push(input);
        return options.submit ? options.submit(input) : { uploaded: true };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { audience },
    ...(options.snapshot ? { snapshot: options.snapshot as Snapshot<unknown> } : {}),
  });
  actor.start();
  return { actor, rec };
}
