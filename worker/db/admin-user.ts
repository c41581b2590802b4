import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SessionUser } from "./sessions";
import { users } from "./tables";

/** There is one admin role: the password holder is this user row, created on first sign-in. */
export async function upsertAdminUser(d1: D1Database, email: string, now: Date): Promise<SessionUser> {
  const [user] = await drizzle(d1)
    .insert(users)
    .values({ id: crypto.randomUUID(), email, firstName: "Admin", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`excluded.updated_at` } })
    .returning({ id: users.id, email: users.email, firstName: users.firstName, profileImageUrl: users.profileImageUrl });
  if (!user) throw new Error("The admin user row was not written");
  return user;
}
