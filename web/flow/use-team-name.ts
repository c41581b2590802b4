import { useEffect, useState } from "react";
import { AUDIENCES, type Audience } from "../../schema/constants";
import type { PublicTeam } from "../../schema/team-api";
import { getMeta, setMeta } from "../db/meta";

const cacheKey = (code: string) => `team:${code}`;

/** A stored or answered team as the server gives it; anything else (an older cache entry: a bare name) is not trusted. */
const isPublicTeam = (v: unknown): v is PublicTeam =>
  typeof v === "object" && v !== null && typeof (v as PublicTeam).name === "string" && AUDIENCES.includes((v as PublicTeam).audience);

/**
 * The name of the team a join code names, for "You're joining {team}": GET /api/teams/:code, kept on
 * the device for offline use (Dexie meta). Only when the code is this flow's audience's code: another
 * audience's code never joins the team (docs/teams.md), so the intake must not say it does. A 404
 * (unknown or archived) forgets it: no name, and the flow goes on all the same (the code still
 * travels with every save).
 */
export function useTeamName(code: string | null, audience: Audience): string | null {
  const [team, setTeam] = useState<{ code: string; team: PublicTeam | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    const show = (value: PublicTeam | null) => !cancelled && setTeam({ code, team: value });
    (async () => {
      const cached = await getMeta<unknown>(cacheKey(code)).catch(() => undefined);
      if (isPublicTeam(cached)) show(cached);
      try {
        const res = await fetch(`/api/teams/${encodeURIComponent(code)}`, { credentials: "omit" });
        if (res.status === 404) {
          show(null);
          await setMeta(cacheKey(code), null);
          return;
        }
        if (!res.ok) return;
        const answer: unknown = await res.json();
        if (!isPublicTeam(answer)) return;
        const value = { name: answer.name, audience: answer.audience };
        show(value);
        await setMeta(cacheKey(code), value);
      } catch {
        // Offline: the cached team (if any) stays.
      }
    })().catch((error) => console.error("Could not read the team name", error));
    return () => {
      cancelled = true;
    };
  }, [code]);
  return code && team?.code === code && team.team?.audience === audience ? team.team.name : null;
}
