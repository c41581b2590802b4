import { lazy, Suspense, useEffect, useState } from "react";
import { createAuthErrorHandler } from "./api/auth-errors";
import { createQueryClient } from "./api/query-client";
import { QueryClientProvider } from "./api/query-context";
import { AdminGate } from "./AdminGate";
import { reloadWhenRestored } from "./reload-when-restored";

// Development builds only: `import.meta.env.DEV` is false in a production build, so the branch and the
// devtools' chunk are left out of it entirely.
const Devtools = import.meta.env.DEV
  ? lazy(() => import("@tanstack/react-query-devtools").then((m) => ({ default: m.ReactQueryDevtools })))
  : null;

/** /admin, loaded on demand so respondent routes never download admin code. */
export default function AdminRoute() {
  const [client] = useState(() => createQueryClient({ onError: createAuthErrorHandler() }));
  // Back after logout must not bring the admin's last page back from the back/forward cache.
  useEffect(() => reloadWhenRestored(), []);
  return (
    <QueryClientProvider client={client}>
      <AdminGate />
      {Devtools && (
        <Suspense fallback={null}>
          <Devtools initialIsOpen={false} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
