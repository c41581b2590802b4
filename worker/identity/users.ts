import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { AdminUser, InviteUser, Role } from "../../schema/identity/roles";
import { auditStatement, type AuditEvent } from "../records/audit";
import { deleteUserSessions, type SessionUser } from "./sessions";
import { users } from "../db/tables";

const sessionColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
};
const listColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

type ListRow = { id: string; email: string; name: string | null; firstName: string | null; lastName: string | null; role: Role };

/** The Users page's row; `passwordEmail` (ADMIN_EMAIL) marks the password holder's row. */
export function toAdminUser(r: ListRow, passwordEmail: string): AdminUser {
  const fullName = r.name ?? ([r.firstName, r.lastName].filter(Boolean).join(" ") || null);
  return { id: r.id, email: r.email, name: fullName, role: r.role, passwordOwner: r.email === passwordEmail };
}

/** The password holder (the owner's break-glass login) is this row, created on first sign-in and always an owner. */
export async function upsertPasswordOwner(d1: D1Database, email: string, now: Date): Promise<SessionUser> {
  const [user] = await drizzle(d1)
    .insert(users)
    .values({ id: crypto.randomUUID(), email, firstName: "Admin", role: "owner", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { role: "owner", updatedAt: sql`excluded.updated_at` } })
    .returning(sessionColumns);
  if (!user) throw new Error("The owner's user row was not written");
  return user;
}

export async function listUsers(d1: D1Database, passwordEmail: string): Promise<AdminUser[]> {
  const rows = await drizzle(d1)
    .select(listColumns)
    .from(users)
    .orderBy(sql`CASE ${users.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`, asc(users.email));
  return rows.map((r) => toAdminUser(r, passwordEmail));
}

export async function findUser(d1: D1Database, id: string): Promise<ListRow | null> {
  const [row] = await drizzle(d1).select(listColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(d1: D1Database, email: string): Promise<SessionUser | null> {
  const [row] = await drizzle(d1).select(sessionColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Adds an email to the allow-list, with its audit entry; null (and no entry) when it is already there. */
export async function inviteUser(d1: D1Database, invite: InviteUser, now: Date, event: AuditEvent): Promise<ListRow | null> {
  const [row] = await drizzle(d1)
    .insert(users)
    .values({ id: crypto.randomUUID(), email: invite.email, role: invite.role, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning(listColumns);
  if (row) await auditStatement(d1, [event], now);
  return row ?? null;
}

/** A new role, the end of every session signed in with the old one, and the audit entry: one batch. */
export async function changeRole(d1: D1Database, id: string, role: Role, now: Date, event: AuditEvent): Promise<ListRow | null> {
  const db = drizzle(d1);
  const [updated] = await db.batch([
    db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning(listColumns),
    deleteUserSessions(d1, id),
    auditStatement(d1, [event], now),
  ]);
  return updated[0] ?? null;
}

/** Takes the email off the allow-list and ends its sessions, with the audit entry; the caller checked it exists. */
export async function removeUser(d1: D1Database, id: string, now: Date, event: AuditEvent): Promise<boolean> {
  const db = drizzle(d1);
  const [removed] = await db.batch([
    db.delete(users).where(eq(users.id, id)).returning({ id: users.id }),
    deleteUserSessions(d1, id),
    auditStatement(d1, [event], now),
  ]);
  return removed.length > 0;
}

/** What the provider says about an invited user at each sign-in (name and picture may change there). */
export async function recordProfile(
  d1: D1Database,
  id: string,
  profile: { name: string | null; firstName: string | null; lastName: string | null; picture: string | null },
  now: Date,
): Promise<void> {
  await drizzle(d1)
    .update(users)
    .set({ name: profile.name, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.picture, updatedAt: now })
    .where(eq(users.id, id));
}

/** The account a provider's (issuer, subject) was bound to, whatever email the provider reports today. */
export async function findUserBySubject(d1: D1Database, issuer: string, subject: string): Promise<SessionUser | null> {
  const [row] = await drizzle(d1)
    .select(sessionColumns)
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
  return row ?? null;
}

/** An allow-listed email's row and whether single sign-on was already bound to it. */
export async function findInvitation(d1: D1Database, email: string): Promise<(SessionUser & { bound: boolean }) | null> {
  const [row] = await drizzle(d1)
    .select({ ...sessionColumns, subject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, email));
  if (!row) return null;
  const { subject, ...user } = row;
  return { ...user, bound: subject !== null };
}

/**
 * Binds (issuer, subject) to a row never bound before, then writes its audit entry; false (and no entry)
 * when the row was bound meanwhile or the pair already belongs to another row (the unique index refuses it).
 */
export async function bindSubject(
  d1: D1Database,
  id: string,
  issuer: string,
  subject: string,
  now: Date,
  event: AuditEvent,
): Promise<boolean> {
  let bound: { id: string }[];
  try {
    bound = await drizzle(d1)
      .update(users)
      .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.oidcSubject)))
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (bound.length > 0) await auditStatement(d1, [event], now);
  return bound.length > 0;
}

/** D1 reports a constraint in the message; drizzle wraps it as the cause of its own error. */
function isUniqueViolation(error: unknown): boolean {
  const messages = [error, error instanceof Error ? error.cause : null].map((e) => (e instanceof Error ? e.message : String(e)));
  return messages.some((m) => m.includes("UNIQUE constraint failed"));
}
