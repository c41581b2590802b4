import { useEffect, useState } from "react";
import type { Audience } from "../../schema/constants";
import type { PublicTeam } from "../../schema/teams/team-api";
import { getCachedTeam, setCachedTeam } from "../db/meta";
import { PublicTeamSchema } from "../db/meta-schemas";

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
      const cached = await getCachedTeam(code).catch(() => undefined);
      if (cached) show(cached);
      try {
        const res = await fetch(`/api/teams/${encodeURIComponent(code)}`, { credentials: "omit" });
        if (res.status === 404) {
          show(null);
          await setCachedTeam(code, null);
          return;
        }
        if (!res.ok) return;
        // Only what the schema names is kept: anything else in the answer is dropped, an unknown shape ignored.
        const answer = PublicTeamSchema.safeParse(await res.json());
        if (!answer.success) return;
        show(answer.data);
        await setCachedTeam(code, answer.data);
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
