import { use, type ReactNode } from "react";
import { config } from "../config";
import { FlowAudience } from "./flow-audience";
import { Logo } from "./Logo";
import { ScreenHeaderEnd } from "./screen-header";

/**
 * The main landmark every respondent step renders into: readable width on phones and tablets alike.
 * Inside the flow a header carries the logo (with a kiosk's staff button at its end) and, from Part 1 on, the
 * step's `steps` indicator (passed in by the step, so the intake's first load does not carry it).
 */
export function Screen({ children, steps }: { children: ReactNode; steps?: ReactNode }) {
  const inFlow = use(FlowAudience) !== null;
  const end = use(ScreenHeaderEnd);
  return (
    <>
      {inFlow && (
        <header className="mx-auto max-w-2xl px-4 pt-4">
          <div className={`flex items-center justify-between gap-3 ${end ? "min-h-11" : ""}`}>
            <p className="m-0 flex items-center gap-2 font-bold text-ink">
              <Logo />
              {config.productName}
            </p>
            {end}
          </div>
          {steps && <div className="mt-3">{steps}</div>}
        </header>
      )}
      {/* A new step slides in (the shortcut holds it to prefers-reduced-motion: no-preference). */}
      <main className="step-enter mx-auto max-w-2xl px-4 py-6 sm:py-10">{children}</main>
    </>
  );
}
