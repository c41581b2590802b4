export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden="true" className="h-10 w-10 rounded-full border-4 border-slate-200 border-t-brand animate-spin" />
      <span>{label}</span>
    </div>
  );
}
