/** docs/product.md#errors: any other listing error; Retry reloads the page (docs/product.md#states-and-transitions). */
export function LoadError({ message = "Failed to load dashboard data" }: { message?: string }) {
  return (
    <div role="alert" className="card text-center flex flex-col items-center gap-4">
      <p className="text-lg font-semibold text-red-800 m-0">{message}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
