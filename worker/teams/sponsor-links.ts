import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { TeamLink } from "../../schema/teams/sponsor-exposure";
import type { ReportTeam } from "../../schema/teams/sponsor-report";
import type { LinkKind, SponsorLink } from "../../schema/teams/team-api";
import { sha256Hex } from "../db/hash";
import { sponsorLinks as l, teams as t } from "../db/tables";

type LinkRow = typeof l.$inferSelect;

export async function createSponsorLink(
  d1: D1Database,
  input: { teamId: string; token: string; expiresAt: Date; now: Date; kind: LinkKind },
): Promise<LinkRow> {
  const [row] = await drizzle(d1)
    .insert(l)
    .values({
      id: crypto.randomUUID(),
      teamId: input.teamId,
      kind: input.kind,
      tokenHash: await sha256Hex(input.token),
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** A team's links, newest first, with their view counts. */
export async function listSponsorLinks(d1: D1Database, teamId: string, now: Date): Promise<SponsorLink[]> {
  const rows = await drizzle(d1)
    .select({
      link: l,
      // Spelled out: drizzle writes a one-table select's columns unqualified, and inside the subquery a bare "id" is the view's.
      views: sql<number>`(SELECT COUNT(*) FROM sponsor_link_views v WHERE v.link_id = sponsor_links.id)`,
      lastViewedAt: sql<number | null>`(SELECT MAX(v.viewed_at) FROM sponsor_link_views v WHERE v.link_id = sponsor_links.id)`,
    })
    .from(l)
    .where(eq(l.teamId, teamId))
    .orderBy(desc(l.createdAt), desc(l.id));
  return rows.map(({ link, views, lastViewedAt }) => ({
    id: link.id,
    teamId: link.teamId,
    kind: link.kind,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    status: link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "active",
    views,
    lastViewedAt: lastViewedAt === null ? null : new Date(lastViewedAt).toISOString(),
  }));
}

/** The links of these teams, each with its team's name (decision 063: what a team move would show a member to). */
export async function teamsSponsorLinks(d1: D1Database, teamIds: readonly string[], now: Date): Promise<TeamLink[]> {
  const out: TeamLink[] = [];
  for (const teamId of teamIds) {
    const [team] = await drizzle(d1).select({ name: t.name }).from(t).where(eq(t.id, teamId));
    if (!team) continue;
    for (const link of await listSponsorLinks(d1, teamId, now)) out.push({ ...link, teamName: team.name });
  }
  return out;
}

/** Revokes a link (once; a second revoke keeps the first time). False for an unknown id. */
export async function revokeSponsorLink(d1: D1Database, id: string, now: Date): Promise<boolean> {
  const db = drizzle(d1);
  await db
    .update(l)
    .set({ revokedAt: now })
    .where(and(eq(l.id, id), isNull(l.revokedAt)));
  const [row] = await db.select({ id: l.id }).from(l).where(eq(l.id, id));
  return row !== undefined;
}

/** The link of this kind a token opens, with what the page needs of its team (null team: the team is gone). */
export async function findReportLink(
  d1: D1Database,
  token: string,
  kind: LinkKind,
): Promise<{ link: LinkRow; team: (ReportTeam & { currentRound: number }) | null } | null> {
  const [row] = await drizzle(d1)
    .select({
      link: l,
      team: { name: t.name, organisation: t.organisation, profileResponseId: t.profileResponseId, currentRound: t.currentRound },
    })
    .from(l)
    .leftJoin(t, eq(t.id, l.teamId))
    .where(and(eq(l.tokenHash, await sha256Hex(token)), eq(l.kind, kind)));
  return row ?? null;
}

/** A link's views are recorded at most once per this long: a reload or a poll writes nothing. */
export const VIEW_RECORD_MS = 60 * 60_000;

/**
 * Records a view unless the link has one from the last hour; true when it did (the caller audits only
 * then). One statement, so two first views at once still make one row.
 */
export async function recordView(d1: D1Database, linkId: string, now: Date): Promise<boolean> {
  const result = await d1
    .prepare(
      "INSERT INTO sponsor_link_views (link_id, viewed_at) SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM sponsor_link_views WHERE link_id = ?1 AND viewed_at > ?3)",
    )
    .bind(linkId, now.getTime(), now.getTime() - VIEW_RECORD_MS)
    .run();
  return result.meta.changes === 1;
}
