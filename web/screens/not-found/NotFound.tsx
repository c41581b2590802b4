import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

export function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card">
        <h1 className="text-display font-bold text-ink">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <Link href="/" className="btn-secondary mt-6">
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </main>
  );
}
