export type Page = { name: "responses" } | { name: "teams" } | { name: "team"; id: string };

/** The admin's two sections; the current one is marked for assistive technology. */
export function AdminNav({ page, onGo }: { page: Page; onGo: (page: Page) => void }) {
  const items = [
    { label: "Responses", target: { name: "responses" } as Page, current: page.name === "responses" },
    { label: "Teams", target: { name: "teams" } as Page, current: page.name !== "responses" },
  ];
  return (
    <nav aria-label="Admin sections" className="bg-white border-b border-slate-200 print:hidden">
      <ul className="mx-auto max-w-7xl px-4 flex gap-2 list-none m-0 py-1">
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className={`min-h-11 px-4 font-semibold border-0 border-b-3 border-solid bg-transparent cursor-pointer ${item.current ? "border-brand text-brand-dark" : "border-transparent text-slate-700"}`}
              aria-current={item.current ? "page" : undefined}
              onClick={() => onGo(item.target)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
