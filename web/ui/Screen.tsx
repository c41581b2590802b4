import type { ReactNode } from "react";

/** The main landmark every respondent step renders into: readable width on phones and tablets alike. */
export function Screen({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">{children}</main>;
}
