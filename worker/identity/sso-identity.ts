import type { IDToken } from "@hono/oidc-auth";
import { normaliseEmail } from "../../schema/identity/roles";

/** Who the provider vouches for: its own account id (issuer, subject) and a confirmed email. */
export type SsoIdentity = { issuer: string; subject: string; email: string };

export type IdentityRefusal = { refused: "no email" | "email not verified"; email: string | null };

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/**
 * Only an explicit `email_verified: true` counts (docs/admin.md): a provider that leaves the claim out
 * has not said it checked the address, and an unchecked address is anybody's to type.
 */
export function verifiedIdentity(claims: IDToken | null): SsoIdentity | IdentityRefusal {
  const raw = text(claims?.email);
  const email = raw ? normaliseEmail(raw) : null;
  const issuer = text(claims?.iss);
  const subject = text(claims?.sub);
  if (!email || !issuer || !subject) return { refused: "no email", email };
  if (claims?.email_verified !== true) return { refused: "email not verified", email };
  return { issuer, subject, email };
}
