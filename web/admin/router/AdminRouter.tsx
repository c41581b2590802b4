import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { Router, useRouter } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { guardedNavigate, installLeaveGuard, shownPath, shownSearch, subscribeAddress } from "./leave-guard";

// Asked only when someone leaves unsaved work: its own chunk (named Admin*), like the other confirmations.
const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

// The address as the leave guard shows it: the browser's, except while a Back or Forward waits for the person's answer.
const useAdminLocation = (): [string, typeof navigate] => [useSyncExternalStore(subscribeAddress, shownPath), navigate];
const useAdminSearch = () => useSyncExternalStore(subscribeAddress, shownSearch);

/**
 * The admin's one router (decision 070): wouter, nested under /admin by web/app/App.tsx, reading the address through the
 * leave guard and sending every navigation through it, with the question it asks when a view holds unsaved work.
 */
export function AdminRouter({ children }: { children: ReactNode }) {
  const { base } = useRouter();
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  useEffect(() => installLeaveGuard((leave) => setLeaving(() => leave)), []);
  return (
    // A router with its own hook starts from wouter's defaults: the nest's base is passed on.
    <Router hook={useAdminLocation} searchHook={useAdminSearch} base={base} aroundNav={guardedNavigate}>
      {children}
      {leaving && (
        <Suspense fallback={null}>
          <AdminConfirmDialog
            title="Leave without saving?"
            description="Your changes to this response are not saved. Stay to keep them and save, or leave and lose them."
            cancelLabel="Stay"
            confirmLabel="Leave without saving"
            pendingLabel="Leaving..."
            pending={false}
            onClose={() => setLeaving(null)}
            onConfirm={() => {
              setLeaving(null);
              leaving();
            }}
          />
        </Suspense>
      )}
    </Router>
  );
}
