import type { Verdict } from "../../../schema/anonymity/reportable";
import { hiddenText } from "./hidden-text";

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A figure's verdict as the reader's view needs it: a viewer reads why the figure is missing; an owner or admin, who sees it, reads
 * what a viewer gets instead. Nothing when the figure is shown to viewers.
 */
export function PrivacyNote({ verdict, view, what, testId }: { verdict: Verdict; view: "viewer" | "all"; what: string; testId: string }) {
  if (verdict.shown) return null;
  return (
    <p className="text-slate-700 mt-0" data-testid={testId}>
      {view === "viewer" ? `${capitalised(what)}: ${hiddenText(verdict)}.` : `Viewers see ${what} as: ${hiddenText(verdict)}.`}
    </p>
  );
}
