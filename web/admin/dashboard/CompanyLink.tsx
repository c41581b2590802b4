import { companyDisplay } from "../format/company";

/** SPEC §2: hostname link (new tab) when the website parses as a URL, the raw text otherwise, else N/A. */
export function CompanyLink({ website }: { website: string | null }) {
  const shown = companyDisplay(website);
  if (shown.kind === "na") return <span className="inline-block py-2 text-slate-700">N/A</span>;
  if (shown.kind === "text") return <span className="inline-block py-2 break-words">{shown.text}</span>;
  return (
    <a href={shown.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center min-h-11 text-brand underline underline-offset-2">
      {shown.hostname}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
