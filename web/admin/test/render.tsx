import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Role } from "../../../schema/identity/roles";
import { createAuthErrorHandler } from "../api/auth-errors";
import { createQueryClient } from "../api/query-client";
import { QueryClientProvider } from "../api/query-context";
import { AdminUserContext } from "../session/admin-user";

/** Renders with a fresh cache (no retry waits, the login redirect after `redirectMs`), signed in with `role`. */
export function renderWithClient(ui: ReactElement, redirectMs = 1500, role: Role = "owner") {
  const client = createQueryClient({ retryDelay: () => 0, onError: createAuthErrorHandler(redirectMs) });
  const user = { profileImageUrl: null, firstName: "Ada", email: "ada@example.org", role };
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <AdminUserContext value={user}>{ui}</AdminUserContext>
      </QueryClientProvider>,
    ),
  };
}
