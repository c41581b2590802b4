import attractionCsv from "../schema/content/en/attraction.csv";
import pursuerCsv from "../schema/content/en/pursuer.csv";
import { parseProfileCsv, type AssessmentData } from "../schema/content";

/** Parsed once per isolate; an organisation replaces the CSV files and redeploys. */
export const assessmentData: AssessmentData = {
  attraction: parseProfileCsv(attractionCsv),
  pursuer: parseProfileCsv(pursuerCsv),
};
