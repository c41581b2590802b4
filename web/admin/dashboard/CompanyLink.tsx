import { companyDisplay } from "../format/company";
import { BreakableText, TruncatedText, WHOLE_ON_ROW_FOCUS } from "./cells";

/** docs/product.md#screens-and-routes: hostname link (new tab) when the website parses as a URL, the raw text otherwise, else N/A. */
export function CompanyLink({ website }: { website: string | null }) {
  const shown = companyDisplay(website);
  if (shown.kind === "na") return <span className="inline-block py-2 text-slate-700">N/A</span>;
  if (shown.kind === "text") return <TruncatedText text={shown.text} className="max-w-28 py-2" />;
  return (
    // Cut at the column's width like the email; the title keeps the whole hostname on hover (and the layout check reads it as deliberate).
    <a
      href={shown.href}
      target="_blank"
      rel="noopener noreferrer"
      title={shown.hostname}
      className={`inline-block align-top max-w-28 min-w-11 min-h-11 py-3 truncate text-brand underline underline-offset-2 ${WHOLE_ON_ROW_FOCUS}`}
    >
      <BreakableText text={shown.hostname} />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
