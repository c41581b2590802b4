// The completion screen's result (decision 066): the deployment's setting, remembered for offline, and the result read
// back from the server with the response's write token once the finished response has uploaded. Loaded on demand.
import { CompletionResultSchema, RespondentSettingsSchema, type KeptResult } from "../../schema/assessment/completion-result";
import type { ResultSetting } from "../../schema/constants";
import { getMeta, setMeta } from "../db/meta";

const TRIES = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the device last heard of RESULT_ON_COMPLETION; undefined when it never heard. */
export const storedResultSetting = (): Promise<ResultSetting | undefined> => getMeta("resultOnCompletion");

/** The setting as the server says it now (remembered for offline), or as the device last heard it. */
export async function refreshResultSetting(): Promise<ResultSetting | undefined> {
  try {
    const res = await fetch("/api/settings", { credentials: "omit" });
    const parsed = RespondentSettingsSchema.safeParse(await res.json());
    if (res.ok && parsed.success) {
      await setMeta("resultOnCompletion", parsed.data.resultOnCompletion);
      return parsed.data.resultOnCompletion;
    }
  } catch {
    // Offline or a portal's page: the remembered setting stands.
  }
  return storedResultSetting();
}

/**
 * Once the server holds the finished response: its result where the deployment shows one (null where it shows none),
 * or "unavailable" after TRIES failed reads, as the device forgets the token right after.
 */
export async function readResult(id: string, writeToken: string): Promise<KeptResult | null> {
  const setting = await refreshResultSetting();
  if (setting !== "type" && setting !== "type-and-culture") return null;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    if (attempt > 0) await wait(1000 * 2 ** (attempt - 1));
    try {
      const res = await fetch(`/api/assessment/${id}/result`, { headers: { Authorization: `Bearer ${writeToken}` }, credentials: "omit" });
      // The deployment shows none (its setting changed since): nothing to show.
      if (res.status === 404) return null;
      const parsed = CompletionResultSchema.safeParse(await res.json());
      if (res.ok && parsed.success) return parsed.data;
    } catch {
      // Tried again below.
    }
  }
  return "unavailable";
}
