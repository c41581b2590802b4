/** The mark: three colour dots on the brand square (its colour comes from the palette in uno.config.ts). */
export function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64" className="shrink-0 text-brand">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="22" cy="26" r="9" fill="#facc15" />
      <circle cx="42" cy="26" r="9" fill="#60a5fa" />
      <circle cx="32" cy="42" r="9" fill="#f87171" />
    </svg>
  );
}
