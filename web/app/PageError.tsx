import { Trans, useLingui } from "@lingui/react/macro";
import type { FallbackProps } from "react-error-boundary";

/**
 * Shown when a page cannot render, most often a code chunk that failed to download (offline before
 * the service worker cached it, or a deploy replaced it). Answers live in IndexedDB, so a reload
 * resumes where the respondent was.
 */
export function PageError({ error }: FallbackProps) {
  const { t } = useLingui();
  const chunk = isChunkLoadError(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card" role="alert">
        <h1 className="text-2xl font-bold">
          <Trans>This page could not load</Trans>
        </h1>
        {/* Two messages, each whole sentences: what happened, then what to do. */}
        <p className="mt-3 text-slate-700">
          {chunk
            ? t`Part of the app did not download, perhaps because the connection dropped.`
            : t`Something went wrong while showing this page.`}{" "}
          <Trans>Your answers are saved on this device. Reload to continue where you were.</Trans>
        </p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
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
