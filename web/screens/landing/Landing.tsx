import { Link } from "wouter";
import { config } from "../../config";
import { Logo } from "../../ui/Logo";

type Offer = { title: string; bullets: string[]; minutes: number; href: string; note?: string };
type Column = { id: string; heading: string; offers: Offer[] };

const product = config.productName;

const COLUMNS: Column[] = [
  {
    id: "ceos",
    heading: "CEOs",
    offers: [
      {
        title: product,
        bullets: ["Identify your Sociality Type", "Define the culture of your organization"],
        minutes: 5,
        href: "/test/ceo",
      },
      {
        title: "Culture Compatibility Test",
        bullets: ["Discover your Culture Compatibility Score"],
        note: `Both the ${product} and the Culture Compatibility Test can be completed in 10 minutes.`,
        minutes: 10,
        href: "/test/manager",
      },
    ],
  },
  {
    id: "managers",
    heading: "MANAGERS",
    offers: [
      {
        title: `${product} + Culture Compatibility Test`,
        bullets: ["Identify your Sociality Type", "Discover your Culture Compatibility Score", "Define the culture of your team"],
        minutes: 10,
        href: "/test/manager",
      },
    ],
  },
  {
    id: "ics",
    heading: "INDIVIDUAL CONTRIBUTORS",
    offers: [
      {
        title: `${product} + Culture Compatibility Test`,
        bullets: ["Identify your Sociality Type", "Discover your Culture Compatibility Score"],
        minutes: 10,
        href: "/test/ic",
      },
    ],
  },
];

export function Landing() {
  return (
    <>
      <header className="bg-white border-b border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-3 flex items-center">
          <a
            href={config.providerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 min-h-11 font-bold text-lg text-slate-900 no-underline"
          >
            <Logo />
            <span>{product}</span>
            <span className="sr-only">(opens the provider's website in a new tab)</span>
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="m-0 text-3xl font-bold text-center">Discover your Sociality Type</h1>
        <p className="mt-2 text-center text-slate-700">Choose the assessment for your role.</p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {COLUMNS.map((column) => (
            <section key={column.id} aria-labelledby={`col-${column.id}`} data-testid="audience-column" className="flex flex-col gap-4">
              <h2 id={`col-${column.id}`} className="m-0 text-center text-sm font-bold tracking-widest text-slate-700">
                {column.heading}
              </h2>
              {column.offers.map((offer) => (
                <OfferCard key={offer.title + offer.href} offer={offer} />
              ))}
            </section>
          ))}
        </div>
      </main>
    </>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className="card flex flex-col gap-3">
      <h3 className="m-0 text-lg font-bold">{offer.title}</h3>
      <ul className="m-0 list-disc pl-5 text-slate-700 space-y-1">
        {offer.bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
        <li>{offer.minutes} min</li>
      </ul>
      {offer.note && <p className="m-0 text-sm text-slate-700">{offer.note}</p>}
      <Link href={offer.href} className="btn-primary mt-2" aria-label={`Start Now: ${offer.title}`}>
        Start Now
      </Link>
    </article>
  );
}
