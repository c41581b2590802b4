import { useEffect, useState } from "react";
import type { PublicTeam } from "../../schema/team-api";
import { getMeta, setMeta } from "../db/meta";

const cacheKey = (code: string) => `team:${code}`;

/**
 * The name of the team a join code names, for "You're joining {team}": GET /api/teams/:code, kept on
 * the device for offline use (Dexie meta). A 404 (unknown or archived) forgets it: no name, and the
 * flow goes on all the same (the code still travels with every save).
 */
export function useTeamName(code: string | null): string | null {
  const [name, setName] = useState<{ code: string; name: string | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    const show = (value: string | null) => !cancelled && setName({ code, name: value });
    (async () => {
      const cached = await getMeta<string>(cacheKey(code)).catch(() => undefined);
      if (cached) show(cached);
      try {
        const res = await fetch(`/api/teams/${encodeURIComponent(code)}`, { credentials: "omit" });
        if (res.status === 404) {
          show(null);
          await setMeta(cacheKey(code), null);
          return;
        }
        if (!res.ok) return;
        const team = (await res.json()) as Partial<PublicTeam>;
        if (typeof team.name !== "string") return;
        show(team.name);
        await setMeta(cacheKey(code), team.name);
      } catch {
        // Offline: the cached name (if any) stays.
      }
    })().catch((error) => console.error("Could not read the team name", error));
    return () => {
      cancelled = true;
    };
  }, [code]);
  return code && name?.code === code ? name.name : null;
}
