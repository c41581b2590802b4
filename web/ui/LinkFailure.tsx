/**
 * Why a page behind a read-only link (the sponsor report, the manager's view) did not load, in the page's words; a failure worth
 * retrying (the network, the rate limit) is an alert with a button.
 */
export function LinkFailure({ title, text, retry }: { title: string; text: string; retry?: { label: string; onClick: () => void } }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card" role={retry ? "alert" : undefined}>
        <h1 className="text-2xl font-bold m-0">{title}</h1>
        <p className="mt-3 mb-0 text-slate-700">{text}</p>
        {retry && (
          <button type="button" className="btn-primary mt-6" onClick={retry.onClick}>
            {retry.label}
          </button>
        )}
      </div>
    </main>
  );
}
