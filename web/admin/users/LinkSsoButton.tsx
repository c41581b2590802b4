import { useState } from "react";
import { toast } from "sonner";
import { HttpError } from "../api/http";
import { startLinkingSso } from "./link-sso";

/** The password owner's own row: binds a provider account to it, only while signed in with the password. */
export function LinkSsoButton({ navigate }: { navigate?: (url: string) => void }) {
  const [pending, setPending] = useState(false);
  async function link() {
    setPending(true);
    try {
      await startLinkingSso(navigate);
    } catch (error) {
      setPending(false);
      toast.error("Single sign-on not linked", {
        description: error instanceof HttpError ? (error.serverMessage ?? error.message) : "Try again.",
      });
    }
  }
  return (
    <button type="button" className="btn-secondary" disabled={pending} onClick={() => void link()}>
      Link single sign-on
    </button>
  );
}
