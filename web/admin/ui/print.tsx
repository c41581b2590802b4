import { createContext, use, useEffect, useState, type ReactNode } from "react";

const PrintContext = createContext<(sheet: ReactNode) => void>(() => {});

/** Prints one sheet (e.g. an invite QR code) instead of the page: the rest is hidden from print while it is set. */
export const usePrint = () => use(PrintContext);

export function PrintProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<ReactNode>(null);
  useEffect(() => {
    if (!sheet) return;
    const done = () => setSheet(null);
    window.addEventListener("afterprint", done);
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [sheet]);
  return (
    <PrintContext value={setSheet}>
      <div className={sheet ? "print:hidden" : ""}>{children}</div>
      {sheet && (
        <div className="hidden print:block" data-testid="print-sheet">
          {sheet}
        </div>
      )}
    </PrintContext>
  );
}
