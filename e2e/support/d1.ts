import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { inject } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/** Reads the e2e server's own local D1 (the real database wrangler dev writes to). */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  return queryLocalD1<T>(inject("persistTo"), inject("wranglerConfig"), sql);
}

/** Reads any local D1 by its persist folder and wrangler config (e.g. a test's own second server). */
export function queryLocalD1<T = Record<string, unknown>>(persistTo: string, wranglerConfig: string, sql: string): T[] {
  const out = execFileSync(
    join(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", wranglerConfig, "--json", "--command", sql],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", XDG_CONFIG_HOME: join(root, ".config") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

export type StoredResponse = {
  id: string;
  name: string;
  email: string;
  user_flow: string;
  is_completed: number;
  completion_time_seconds: string | null;
  attraction_responses: string;
  pursuer_responses: string;
  page_rankings: string | null;
  demographic_data: string | null;
  demographic_consent_at: number | null;
  demographic_consent_version: string | null;
  culture_compatibility_responses: string | null;
  culture_compatibility_scores: string | null;
  final_type: string | null;
  revision: number;
  /** docs/languages.md#stored-and-shown: null for a response saved before languages. */
  language: string | null;
};

export const responsesByEmail = (email: string) =>
  queryD1<StoredResponse>(`SELECT * FROM assessment_responses WHERE email = '${email.replace(/'/g, "''")}'`);
