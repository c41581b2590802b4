import arAttraction from "../../schema/assessment/content/ar/attraction.csv";
import arCulture from "../../schema/assessment/content/ar/culture.csv";
import arPursuer from "../../schema/assessment/content/ar/pursuer.csv";
import enAttraction from "../../schema/assessment/content/en/attraction.csv";
import enCulture from "../../schema/assessment/content/en/culture.csv";
import enPursuer from "../../schema/assessment/content/en/pursuer.csv";
import esAttraction from "../../schema/assessment/content/es/attraction.csv";
import esCulture from "../../schema/assessment/content/es/culture.csv";
import esPursuer from "../../schema/assessment/content/es/pursuer.csv";
import { parseCultureCsv, parseProfileCsv, type AssessmentData } from "../../schema/assessment/content";
import type { Language } from "../../schema/assessment/languages";

/** The content files of each language (docs/languages.md#content); an organisation replaces them and redeploys. */
const FILES: Record<Language, { attraction: string; pursuer: string; culture: string }> = {
  en: { attraction: enAttraction, pursuer: enPursuer, culture: enCulture },
  es: { attraction: esAttraction, pursuer: esPursuer, culture: esCulture },
  ar: { attraction: arAttraction, pursuer: arPursuer, culture: arCulture },
};

const parsed = new Map<Language, AssessmentData>();

/** One language's statements, parsed once per isolate. */
export function assessmentDataFor(language: Language): AssessmentData {
  let data = parsed.get(language);
  if (!data) {
    const files = FILES[language];
    data = {
      language,
      attraction: parseProfileCsv(files.attraction),
      pursuer: parseProfileCsv(files.pursuer),
      culture: parseCultureCsv(files.culture),
    };
    parsed.set(language, data);
  }
  return data;
}
