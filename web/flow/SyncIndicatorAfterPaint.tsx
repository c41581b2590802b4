import { lazy, Suspense, useEffect, useState } from "react";
import { withPart } from "../i18n/catalogs";
import { afterLoad } from "../ui/after-load";
import { SyncIndicatorSpace } from "../ui/SyncIndicatorSpace";

// The status line and the sync engine work through Dexie (web/db/database.ts), and the line's messages are the steps' part.
const SyncIndicator = lazy(withPart("steps", () => import("./SyncIndicator").then((m) => ({ default: m.SyncIndicator }))));

/**
 * The status line, loaded once the page's first step has painted (afterLoad waits for it): its room is held at its
 * own height meanwhile (it says
 * nothing on a blank intake anyway), so neither its code, its messages nor Dexie stand between a first visit and the
 * first screen (docs/performance.md#lighthouse--npm-run-benchlighthouse).
 */
export function SyncIndicatorAfterPaint({ kiosk }: { kiosk: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  if (!ready) return <SyncIndicatorSpace />;
  return (
    <Suspense fallback={<SyncIndicatorSpace />}>
      <SyncIndicator kiosk={kiosk} />
    </Suspense>
  );
}
