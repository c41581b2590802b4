import { env } from "cloudflare:workers";

/**
 * Runs one data migration again, on rows a test wrote in the shape older versions left behind. Every
 * file's storage was migrated (empty) at setup, so this is the migration meeting real old rows.
 */
export async function rerunMigration(nameContains: string): Promise<void> {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes(nameContains));
  if (!migration) throw new Error(`no migration named like ${nameContains}`);
  for (const query of migration.queries) await env.DB.prepare(query).run();
}
