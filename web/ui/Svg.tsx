import type { ReactNode } from "react";

/** Decorative 24×24 stroke icons: always aria-hidden, the surrounding control carries the name. */
export function Svg({ children, size = 24, className = "" }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}
