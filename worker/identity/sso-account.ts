import { bindSubject, findInvitation, findUserBySubject } from "./users";
import type { SessionUser } from "./sessions";
import type { SsoIdentity } from "./sso-identity";

export type AccountRefusal = "not invited" | "email bound to another account" | "password owner";

/**
 * The account a single sign-on signs in as (docs/admin.md): the one bound to the provider's (issuer,
 * subject), whatever email it reports now; otherwise a pending invitation of that email, which is bound
 * here. The password owner's row is never taken by its email: its owner links it while signed in.
 */
export async function accountFor(
  d1: D1Database,
  id: SsoIdentity,
  ownerEmail: string,
  now: Date,
): Promise<{ user: SessionUser } | { refused: AccountRefusal }> {
  const bound = await findUserBySubject(d1, id.issuer, id.subject);
  if (bound) return { user: bound };
  if (id.email === ownerEmail) return { refused: "password owner" };
  const invitation = await findInvitation(d1, id.email);
  if (!invitation) return { refused: "not invited" };
  // Another provider account took this invitation first; a second one with the same email is someone else.
  if (invitation.bound) return { refused: "email bound to another account" };
  const { bound: _, ...user } = invitation;
  const event = { actor: user, action: "user.link-sso" as const, target: user.email, detail: { via: "invitation", issuer: id.issuer } };
  if (!(await bindSubject(d1, user.id, id.issuer, id.subject, now, event))) return { refused: "email bound to another account" };
  return { user };
}
