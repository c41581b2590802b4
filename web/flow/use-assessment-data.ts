import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useEffect, useState } from "react";
import { AssessmentDataSchema, type AssessmentData } from "../../schema/assessment/assessment-data";
import type { Language } from "../../schema/assessment/languages";
import { getContent, setContent } from "../db/meta";
import { whenFirstScreenShown } from "../ui/after-load";

const RETRY_MS = 3000;

export const NOT_ON_DEVICE = msg`The assessment is not on this device yet: it loads once you are online.`;
export const NOT_UNDERSTOOD = msg`The assessment could not be read from the server. Trying again...`;

/** The statements, or why there are none yet (shown by the screen while loading goes on); both null while loading. */
export type AssessmentContent = { data: AssessmentData | null; error: MessageDescriptor | null };
const LOADING: AssessmentContent = { data: null, error: null };

/**
 * One try: the server's statements in this language, kept on the device; when the server cannot be reached,
 * the device's copy. Both are parsed with the server's own schema (schema/assessment/assessment-data.ts): a copy that does
 * not parse counts as none, and an answer that does not parse (or is another language's) is an error, never
 * cast into a flow that would break further on.
 */
export async function loadContent(language: Language): Promise<AssessmentContent> {
  let res: Response;
  try {
    res = await fetch(`/api/assessment-data?lang=${language}`, { credentials: "same-origin" });
  } catch {
    return fromDevice(language);
  }
  if (!res.ok) return fromDevice(language);
  const fresh = AssessmentDataSchema.safeParse(await res.json().catch(() => undefined));
  if (!fresh.success || fresh.data.language !== language) return { data: null, error: NOT_UNDERSTOOD };
  await setContent(fresh.data).catch((error) => console.error("Could not keep the assessment on the device", error));
  return { data: fresh.data, error: null };
}

async function fromDevice(language: Language): Promise<AssessmentContent> {
  const copy = await getContent(language).catch(() => undefined);
  return copy ? { data: copy, error: null } : { data: null, error: NOT_ON_DEVICE };
}

/** Whether this language's statements are on the device (or can be fetched now): a language switch offline asks first. */
export async function contentAvailable(language: Language): Promise<boolean> {
  return navigator.onLine || (await getContent(language).catch(() => undefined)) !== undefined;
}

/**
 * GET /api/assessment-data?lang=, falling back to the copy kept on the device, so the flow works offline;
 * retries until it has statements, and starts again when the language changes.
 */
export function useAssessmentData(language: Language, retryMs = RETRY_MS, { afterFirstScreen = false } = {}): AssessmentContent {
  const [content, setContentState] = useState<AssessmentContent & { language?: Language }>(LOADING);
  // The screen the hook mounted with decides; a later step is no reason to load again.
  const [wait] = useState(afterFirstScreen);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function load() {
      const next = await loadContent(language);
      if (cancelled) return;
      setContentState({ ...next, language });
      if (next.error) {
        console.error(next.error.message ?? next.error.id);
        timer = setTimeout(() => void load(), retryMs);
      }
    }
    // On a screen that needs no statements (the intake), after the page's first step has painted: their request
    // (and Dexie, which keeps them) would otherwise stand before that paint (docs/performance.md#lighthouse--npm-run-benchlighthouse).
    // A step that shows them (a resumed ranking) asks at once.
    if (wait)
      void whenFirstScreenShown().then(() => {
        if (!cancelled) void load();
      });
    else void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [language, retryMs, wait]);
  // Another language's statements never show while this one's load: the step waits instead.
  return content.language === language ? { data: content.data, error: content.error } : LOADING;
}
