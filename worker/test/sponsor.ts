import { env } from "cloudflare:workers";
import type { SponsorReport } from "../../schema/teams/sponsor-report";
import type { SponsorLinkCreated } from "../../schema/teams/team-api";
import { call } from "./call";
import { sendJson } from "./teams";

/** Stands in for the admin's confirmation (another route's job): the column the report reads. */
export async function confirmProfile(teamId: string, responseId: string | null): Promise<void> {
  await env.DB.prepare("UPDATE teams SET profile_response_id = ?, profile_confirmed_at = ? WHERE id = ?")
    .bind(responseId, responseId ? Date.now() : null, teamId)
    .run();
}

/** A new sponsor link of the team: its id and the token its URL carries. */
export async function sponsorLink(cookie: string, teamId: string): Promise<{ id: string; token: string }> {
  const link = (await (await sendJson(cookie, "POST", `/api/admin/teams/${teamId}/sponsor-links`, {})).json()) as SponsorLinkCreated;
  return { id: link.id, token: link.url.split("/report/")[1]! };
}

/** A client address of its own, so no other test shares its rate-limit counter. */
export const newClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;

/** The report as the sponsor reads it, from one client address. */
export async function readReport(token: string, client = newClient()): Promise<SponsorReport> {
  const res = await call(`/api/report/${token}`, { headers: { "CF-Connecting-IP": client } });
  if (res.status !== 200) throw new Error(`report: ${res.status} ${await res.text()}`);
  return (await res.json()) as SponsorReport;
}
