import type { AuthUser } from "../../schema/records/admin";
import { Spinner } from "../ui/Spinner";
import { AUTH_USER_KEY, useAuthUser } from "./api/get-auth-user";
import { useQueryClient } from "./api/query-context";
import { LoginScreen } from "./login/LoginScreen";
import { LoadError } from "./ui/LoadError";
import { AdminWorkspace } from "./AdminWorkspace";

/** docs/product.md#states-and-transitions: checking authentication → the sign-in form when unauthenticated → the dashboard. */
export function AdminGate() {
  const auth = useAuthUser();
  const client = useQueryClient();
  if (auth.status === "pending") return <Spinner label="Checking authentication..." />;
  if (auth.status === "error")
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">Admin</h1>
        <LoadError />
      </main>
    );
  if (!auth.data) return <LoginScreen onSignedIn={(user: AuthUser) => client.setQueryData(AUTH_USER_KEY, user)} />;
  return <AdminWorkspace user={auth.data} />;
}
