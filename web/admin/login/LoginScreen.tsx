import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { LoginSchema, type AuthUser } from "../../../schema/records/admin";
import { useAdminConfig } from "../api/get-config";
import { HttpError } from "../api/http";
import { login } from "../api/login";
import { TextField } from "../ui/TextField";

export const LOGIN_TOASTS = {
  network: { title: "Error", description: "Login failed. Please try again." },
  success: { title: "Login successful", description: "Welcome to the admin dashboard" },
} as const;

/** Said at the password field: a refusal is about what was typed, so it belongs there. */
export const LOGIN_ERRORS = {
  wrong: "Invalid password. Check it and try again.",
  // The server says how long to wait; this is for a 429 without its message.
  tooMany: "Too many failed login attempts. Try again in a few minutes.",
} as const;

/** docs/product.md#screens-and-routes Admin Login: idle → submitting → success (onSignedIn), a refusal at the field, or a failure toast. */
export function LoginScreen({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const config = useAdminConfig();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Password is required");
      form.current?.querySelector("input")?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const user = await login(parsed.data.password);
      toast.success(LOGIN_TOASTS.success.title, { description: LOGIN_TOASTS.success.description });
      onSignedIn(user);
    } catch (err) {
      if (err instanceof HttpError) {
        // Rate limiting explains itself (how long to wait); every other refusal reads the same.
        setError(err.status === 429 ? (err.serverMessage ?? LOGIN_ERRORS.tooMany) : LOGIN_ERRORS.wrong);
        const field = form.current?.querySelector("input");
        field?.focus();
        field?.select();
      } else {
        toast.error(LOGIN_TOASTS.network.title, { description: LOGIN_TOASTS.network.description });
      }
      setSubmitting(false);
    }
  }

  const demoHint = config.data?.demoHint ?? null;
  return (
    <main className="min-h-screen flex items-center justify-center px-4 py-10">
      <div className="card w-full max-w-md">
        <h1 className="text-2xl font-bold mt-0 mb-1">Admin Login</h1>
        <p className="text-slate-700 mt-0 mb-6">Sign in to review, edit and export assessment responses.</p>
        {config.data?.sso && (
          <>
            {/* A navigation, not a fetch: the provider's sign-in page takes over the window
                (docs/admin.md#single-sign-on-openid-connect). */}
            <a href="/api/login" className="btn-primary w-full">
              Sign in with single sign-on
            </a>
            <p className="text-slate-700 text-sm mt-6 mb-2">Or, for the owner, the admin password:</p>
          </>
        )}
        <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            error={error}
            announceError
          />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Logging in..." : "Login"}
          </button>
        </form>
        {demoHint !== null && (
          <p className="mt-6 mb-0 rounded-lg bg-brand-light px-4 py-3 text-sm text-slate-900" data-testid="demo-hint">
            <span className="font-semibold">Demo password: </span>
            <code className="font-mono">{demoHint}</code>
          </p>
        )}
      </div>
    </main>
  );
}
