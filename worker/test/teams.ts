import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import type { SavePayload } from "../../schema/save/payload";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { Team } from "../../schema/teams/team-api";
import { saveResponse, withCookie } from "./admin";

// The shipped statements of each animal (a final save carries all 60, decision 029).
const IDS = { rabbit: idsOf("rabbit"), dog: idsOf("dog"), cat: idsOf("cat") };
function idsOf(animal: string) {
  return CULTURE_IDS.filter((id) => id.startsWith(`${animal}-`));
}

/** Culture answers that score exactly `scores`: that many "Strong Yes" per animal, "Strong No" for the rest. */
export function cultureAnswersFor(scores: CultureScores): Record<string, number> {
  const out: Record<string, number> = {};
  for (const animal of ["rabbit", "dog", "cat"] as const) IDS[animal].forEach((id, i) => (out[id] = i < scores[animal] ? 9 : 4));
  return out;
}

export const sendJson = (cookie: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  withCookie(cookie, path, { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

export async function createTeam(cookie: string, name = `Team ${crypto.randomUUID().slice(0, 6)}`, organisation?: string): Promise<Team> {
  const res = await sendJson(cookie, "POST", "/api/admin/teams", { name, ...(organisation ? { organisation } : {}) });
  if (res.status !== 201) throw new Error(`create team: ${res.status} ${await res.text()}`);
  return (await res.json()) as Team;
}

/** A response saved through the real save API and put into the team by the admin assignment. */
export async function addMember(
  cookie: string,
  teamId: string | null,
  opts: {
    name?: string;
    userFlow?: SavePayload["userFlow"];
    scores?: CultureScores | null;
    completed?: boolean;
  } & Partial<SavePayload> = {},
): Promise<SavePayload> {
  const { scores, completed = true, ...rest } = opts;
  const p = await saveResponse({
    userFlow: "ic",
    isCompleted: completed,
    step: completed ? "final" : "intake-complete",
    ...(scores ? { cultureCompatibilityResponses: cultureAnswersFor(scores) } : {}),
    ...rest,
  });
  if (teamId) {
    const res = await sendJson(cookie, "PUT", `/api/admin/responses/${p.id}/team`, { teamId });
    if (res.status !== 200) throw new Error(`assign: ${res.status} ${await res.text()}`);
  }
  return p;
}
