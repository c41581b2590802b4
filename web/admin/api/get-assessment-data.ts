import type { AssessmentData } from "../../../schema/assessment/content";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const ASSESSMENT_DATA_KEY = ["assessment-data"] as const;

export const fetchAssessmentData = () => requestJson<AssessmentData>("GET", "/api/assessment-data");

/** GET /api/assessment-data: the statements' texts beside each stored answer; fetched once per sign-in. */
export function useAssessmentData() {
  return useQuery(ASSESSMENT_DATA_KEY, fetchAssessmentData);
}
