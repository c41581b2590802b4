import { useState } from "react";
import { createAuthErrorHandler } from "./api/auth-errors";
import { QueryClient } from "./api/query-client";
import { QueryClientContext } from "./api/query-context";
import { AdminGate } from "./AdminGate";

/** /admin, loaded on demand so respondent routes never download admin code. */
export default function AdminRoute() {
  const [client] = useState(() => new QueryClient({ onError: createAuthErrorHandler() }));
  return (
    <QueryClientContext value={client}>
      <AdminGate />
    </QueryClientContext>
  );
}
