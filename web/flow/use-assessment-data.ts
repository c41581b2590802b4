import { useEffect, useState } from "react";
import { AssessmentDataSchema, type AssessmentData } from "../../schema/assessment-data";
import { getMeta, setMeta } from "../db/meta";

const RETRY_MS = 3000;

export const NOT_ON_DEVICE = "The assessment is not on this device yet: it loads once you are online.";
export const NOT_UNDERSTOOD = "The assessment could not be read from the server. Trying again...";

/** The statements, or why there are none yet (shown by the screen while loading goes on); both null while loading. */
export type AssessmentContent = { data: AssessmentData | null; error: string | null };
const LOADING: AssessmentContent = { data: null, error: null };

/**
 * One try: the server's statements, kept on the device; when the server cannot be reached, the device's copy.
 * Both are parsed with the server's own schema (schema/assessment-data.ts): a copy that does not parse counts as
 * none, and an answer that does not parse is an error, never cast into a flow that would break further on.
 */
async function loadOnce(): Promise<AssessmentContent> {
  let res: Response;
  try {
    res = await fetch("/api/assessment-data", { credentials: "same-origin" });
  } catch {
    return fromDevice();
  }
  if (!res.ok) return fromDevice();
  const fresh = AssessmentDataSchema.safeParse(await res.json().catch(() => undefined));
  if (!fresh.success) return { data: null, error: NOT_UNDERSTOOD };
  await setMeta("assessmentData", fresh.data).catch((error) => console.error("Could not keep the assessment on the device", error));
  return { data: fresh.data, error: null };
}

async function fromDevice(): Promise<AssessmentContent> {
  const copy = await getMeta("assessmentData").catch(() => undefined);
  return copy ? { data: copy, error: null } : { data: null, error: NOT_ON_DEVICE };
}

/** GET /api/assessment-data, falling back to the copy kept on the device, so the flow works offline; retries until it has statements. */
export function useAssessmentData(retryMs = RETRY_MS): AssessmentContent {
  const [content, setContent] = useState<AssessmentContent>(LOADING);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function load() {
      const next = await loadOnce();
      if (cancelled) return;
      setContent(next);
      if (next.error) {
        console.error(next.error);
        timer = setTimeout(() => void load(), retryMs);
      }
    }
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [retryMs]);
  return content;
}
