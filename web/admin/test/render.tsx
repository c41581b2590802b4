import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createAuthErrorHandler } from "../api/auth-errors";
import { QueryClient } from "../api/query-client";
import { QueryClientContext } from "../api/query-context";

/** Renders with a fresh cache: no retry waits, and the login redirect after `redirectMs`. */
export function renderWithClient(ui: ReactElement, redirectMs = 1500) {
  const client = new QueryClient({ retryDelay: () => 0, onError: createAuthErrorHandler(redirectMs) });
  return { client, ...render(<QueryClientContext value={client}>{ui}</QueryClientContext>) };
}
