import type { SnapshotFrom } from "xstate";
import type { flowMachine } from "./machine";

/**
 * Whether a kiosk reset now takes nothing from anyone (decision 065): the intake on screen, nothing submitted and nothing
 * typed into it. Anything more and the reset is announced first ("Are you still there?").
 */
export function nothingGiven(state: SnapshotFrom<typeof flowMachine>, typedOnIntake: boolean): boolean {
  return state.matches({ intake: "editing" }) && state.context.intake === null && !typedOnIntake;
}
