import { useEffect, useRef, type ReactNode } from "react";

/**
 * The step's h1. It takes focus on mount, and again whenever `focusKey` changes (a new page or
 * question inside the same screen), so screen readers announce the new step. Scrolling is left
 * to the screen (preventScroll), which knows where it wants the viewport.
 */
export function StepHeading({
  children,
  focusKey,
  id,
  describedBy,
  className = "",
}: {
  children: ReactNode;
  focusKey?: string | number;
  id?: string;
  describedBy?: string;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Not a control: no focus ring is drawn (focus:outline-none); it only tells screen readers where they are.
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <h1
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      className={`text-display font-bold text-ink focus:outline-none ${className}`}
    >
      {children}
    </h1>
  );
}
