import { Link } from "wouter";

export function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
        <Link href="/" className="btn-secondary mt-6">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
