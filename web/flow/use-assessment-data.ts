import { useEffect, useState } from "react";
import type { AssessmentData } from "../../schema/content";
import { getMeta, setMeta } from "../db/meta";

const RETRY_MS = 3000;

/**
 * GET /api/assessment-data, falling back to the copy kept on the device, so the flow works offline.
 * null while loading (the screen shows 'Loading assessment...'); failures retry quietly.
 */
export function useAssessmentData(): AssessmentData | null {
  const [data, setData] = useState<AssessmentData | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function load() {
      try {
        const res = await fetch("/api/assessment-data", { credentials: "same-origin" });
        if (!res.ok) throw new Error("Failed to load assessment data");
        const fresh = (await res.json()) as AssessmentData;
        if (!cancelled) setData(fresh);
        await setMeta("assessmentData", fresh);
      } catch (error) {
        const cached = await getMeta<AssessmentData>("assessmentData").catch(() => undefined);
        if (cancelled) return;
        if (cached) setData(cached);
        else {
          console.error(error instanceof Error ? error.message : "Failed to load assessment data");
          timer = setTimeout(load, RETRY_MS);
        }
      }
    }
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return data;
}
