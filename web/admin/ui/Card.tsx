import { useId, type ReactNode } from "react";

/** A titled section: the heading names the region for assistive technology. */
export function Card({
  title,
  children,
  actions,
  className = "",
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 mb-4">
        <h2 id={id} className="text-lg font-bold m-0">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
