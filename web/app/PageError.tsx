import type { FallbackProps } from "react-error-boundary";

/**
 * Shown when a page cannot render, most often a code chunk that failed to download (offline before
 * the service worker cached it, or a deploy replaced it). Answers live in IndexedDB, so a reload
 * resumes where the respondent was.
 */
export function PageError({ error }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card" role="alert">
        <h1 className="text-2xl font-bold">This page could not load</h1>
        <p className="mt-3 text-slate-700">
          {chunk
            ? "Part of the app did not download, perhaps because the connection dropped."
            : "Something went wrong while showing this page."}{" "}
          Your answers are saved on this device. Reload to continue where you were.
        </p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}

/** Chromium, Firefox and Safari word a failed dynamic import differently. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
}
