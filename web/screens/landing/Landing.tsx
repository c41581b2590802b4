import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { config } from "../../config";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher";
import { Logo } from "../../ui/Logo";

/** A title is a message, or the product name as configured (not translated). */
type Offer = { id: string; title: MessageDescriptor | string; bullets: MessageDescriptor[]; minutes: number; href: string; note?: MessageDescriptor };
type Column = { id: string; heading: MessageDescriptor; offers: Offer[] };

const product = config.productName;

// Descriptors, not strings: each is read in the language active when the page renders (docs/languages.md).
const IDENTIFY = msg`Identify your Sociality Type`;
const DISCOVER = msg`Discover your Culture Compatibility Score`;
const BOTH = msg`${product} + Culture Compatibility Test`;

const COLUMNS: Column[] = [
  {
    id: "ceos",
    heading: msg`CEOs`,
    offers: [
      { id: "ceo", title: product, bullets: [IDENTIFY, msg`Define the culture of your organization`], minutes: 5, href: "/test/ceo" },
      {
        id: "ceo-culture",
        title: msg`Culture Compatibility Test`,
        bullets: [DISCOVER],
        note: msg`Both the ${product} and the Culture Compatibility Test can be completed in 10 minutes.`,
        minutes: 10,
        href: "/test/manager",
      },
    ],
  },
  {
    id: "managers",
    heading: msg`MANAGERS`,
    offers: [{ id: "manager", title: BOTH, bullets: [IDENTIFY, DISCOVER, msg`Define the culture of your team`], minutes: 10, href: "/test/manager" }],
  },
  {
    id: "ics",
    heading: msg`INDIVIDUAL CONTRIBUTORS`,
    offers: [{ id: "ic", title: BOTH, bullets: [IDENTIFY, DISCOVER], minutes: 10, href: "/test/ic" }],
  },
];

export function Landing() {
  const { t } = useLingui();
  return (
    <>
      <header className="bg-white border-b border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-3 flex flex-wrap items-center justify-between gap-2">
          <a
            href={config.providerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 min-h-11 font-bold text-lg text-slate-900 no-underline"
          >
            <Logo />
            <span>{product}</span>
            <span className="sr-only">
              <Trans>(opens the provider's website in a new tab)</Trans>
            </span>
          </a>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="m-0 text-3xl font-bold text-center">
          <Trans>Discover your Sociality Type</Trans>
        </h1>
        <p className="mt-2 text-center text-slate-700">
          <Trans>Choose the assessment for your role.</Trans>
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {COLUMNS.map((column) => (
            <section key={column.id} aria-labelledby={`col-${column.id}`} data-testid="audience-column" className="flex flex-col gap-4">
              <h2 id={`col-${column.id}`} className="m-0 text-center text-sm font-bold tracking-widest text-slate-700">
                {t(column.heading)}
              </h2>
              {column.offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </section>
          ))}
        </div>
      </main>
    </>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useLingui();
  const title = typeof offer.title === "string" ? offer.title : t(offer.title);
  const minutes = offer.minutes;
  return (
    <article className="card flex flex-col gap-3">
      <h3 className="m-0 text-lg font-bold">{title}</h3>
      <ul className="m-0 list-disc ps-5 text-slate-700 space-y-1">
        {offer.bullets.map((b) => (
          <li key={b.id}>{t(b)}</li>
        ))}
        <li>
          <Trans>{i18n.number(minutes)} min</Trans>
        </li>
      </ul>
      {offer.note && <p className="m-0 text-sm text-slate-700">{t(offer.note)}</p>}
      <Link href={offer.href} className="btn-primary mt-2" aria-label={t`Start Now: ${title}`}>
        <Trans>Start Now</Trans>
      </Link>
    </article>
  );
}
