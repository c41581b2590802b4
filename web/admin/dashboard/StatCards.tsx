import { useStats } from "../api/get-stats";
import { formatCount } from "../format/count";

/** docs/product.md#constants: Total Responses, This Week (completed in the last 7 days), Culture Compatibility (with scores). */
export function StatCards() {
  const stats = useStats();
  const value = (n: number | undefined) => (n === undefined ? (stats.status === "error" ? "—" : "…") : formatCount(n));
  const cards = [
    { label: "Total Responses", value: value(stats.data?.total), note: "All stored responses" },
    { label: "This Week", value: value(stats.data?.thisWeek), note: "Completed in the last 7 days" },
    { label: "Culture Compatibility", value: value(stats.data?.withCulture), note: "Responses with culture scores" },
  ];
  return (
    <section aria-labelledby="stats-heading" aria-busy={stats.status === "pending"}>
      <h2 id="stats-heading" className="sr-only">
        Summary
      </h2>
      <ul className="list-none m-0 p-0 grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label} className="card" data-testid="stat-card">
            <h3 className="text-sm font-semibold text-slate-700 m-0">{card.label}</h3>
            <p className="text-3xl font-bold my-1">{card.value}</p>
            <p className="text-sm text-slate-700 m-0">{card.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
