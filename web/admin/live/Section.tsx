import type { ReactNode } from "react";

/** A titled card, as the admin's Card draws it (kept here: sharing it would split the admin's first-load chunks, decision 059). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-bold mt-0 mb-4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A short list of labelled facts (a device's details, a team's figures on a phone). */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="m-0 break-words min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
