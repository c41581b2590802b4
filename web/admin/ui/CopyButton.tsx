import { useState } from "react";

/** Copies `text` and says so in a live region; where the clipboard API is missing (plain http), selects the field instead. */
export function CopyButton({ text, label, fieldId }: { text: string; label: string; fieldId?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "select">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      const field = fieldId ? document.getElementById(fieldId) : null;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
      setState("select");
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className="btn-secondary" aria-label={label} onClick={() => void copy()}>
        Copy
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === "copied" ? "Copied" : state === "select" ? "Selected: press Ctrl+C or ⌘C" : ""}
      </span>
    </span>
  );
}
