import { lazy, Suspense } from "react";
import type { AdminUser } from "../../../schema/identity/roles";

const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

type Props = { user: AdminUser; pending: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

/** Asks before a user is removed: they can no longer sign in, and their open sessions end. */
export function RemoveUserDialog({ user, pending, error, onConfirm, onClose }: Props) {
  return (
    <Suspense fallback={null}>
      <AdminConfirmDialog
        title={`Remove ${user.email}?`}
        description="They can no longer sign in, and any session they have open ends now. You can invite them again later."
        confirmLabel="Remove user"
        pendingLabel="Removing..."
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Suspense>
  );
}
