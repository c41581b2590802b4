import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { useRevokeAllSessions } from "../api/revoke-sessions";

const AdminSignOutDialog = lazy(() => import("./AdminSignOutDialog"));

export const SIGNED_OUT_EVERYWHERE = {
  title: "Signed out everywhere",
  description: "Every admin session has ended. Sign in again to continue.",
};

/** docs/admin.md#roles: the owner ends every session (e.g. after a device was lost), after a confirmation. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeAllSessions();
  const confirm = async () => {
    if (await revoke.run()) toast.success(SIGNED_OUT_EVERYWHERE.title, { description: SIGNED_OUT_EVERYWHERE.description });
  };
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        Sign out everywhere
      </button>
      {open && (
        <Suspense fallback={null}>
          <AdminSignOutDialog
            pending={revoke.status === "pending"}
            failed={revoke.status === "error"}
            onConfirm={() => void confirm()}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
