import { useEffect, useState } from "react";
import type { Language } from "../../schema/assessment/languages";
import { parseGuides, type Guide, type GuideKey } from "../../schema/teams/map/guides";

// Each language's guides are a chunk of their own: the page loads the one it shows (and another on a switch of language).
const FILES = import.meta.glob<string>("../../schema/assessment/content/*/team-guides.csv", { import: "default" });

export type Guides = Record<GuideKey, Guide>;

/** The conversation guides in `language`; null while they load, or when the file cannot be read or has holes (the gaps show alone). */
export function useGuides(language: Language): Guides | null {
  const [loaded, setLoaded] = useState<{ language: Language; guides: Guides | null } | null>(null);
  useEffect(() => {
    let live = true;
    const load = FILES[`../../schema/assessment/content/${language}/team-guides.csv`];
    if (!load) return;
    load().then(
      (text) => {
        const parsed = parseGuides(text);
        if (live) setLoaded({ language, guides: "guides" in parsed ? parsed.guides : null });
      },
      () => live && setLoaded({ language, guides: null }),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.guides : null;
}
