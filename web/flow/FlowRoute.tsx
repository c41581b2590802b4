import { useEffect, useState } from "react";
import type { Audience } from "../../schema/constants";
import { LoadingPage } from "../app/LoadingPage";
import { SyncIndicator } from "../app/SyncIndicator";
import { loadFlowSnapshot } from "../db/flows";
import { KioskControls } from "../kiosk/KioskControls";
import { useKiosk } from "../kiosk/use-kiosk";
import { startSyncTriggers } from "../sync/triggers";
import { FlowRunner } from "./FlowRunner";

/** /test/:audience — resumes the stored flow of this audience on this device, or starts a new one. */
export default function FlowRoute({ audience }: { audience: Audience }) {
  const [snapshot, setSnapshot] = useState<object | null | undefined>(undefined);
  const [kiosk, setKiosk] = useKiosk();
  useEffect(() => {
    startSyncTriggers();
    let cancelled = false;
    loadFlowSnapshot(audience)
      .catch((error) => {
        console.error("Could not read the saved progress", error);
        return null;
      })
      .then((s) => !cancelled && setSnapshot(s));
    return () => {
      cancelled = true;
    };
  }, [audience]);
  if (snapshot === undefined || kiosk === undefined) return <LoadingPage label="Loading assessment..." />;
  return (
    <>
      <SyncIndicator />
      {kiosk.enabled && <KioskControls settings={kiosk} onChange={setKiosk} />}
      <FlowRunner key={audience} audience={audience} snapshot={snapshot} kioskIdleSeconds={kiosk.enabled ? kiosk.idleSeconds : null} />
    </>
  );
}
