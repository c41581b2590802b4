/** The team's open round; null for an unknown team. */
export async function currentRound(d1: D1Database, teamId: string): Promise<number | null> {
  const row = await d1.prepare("SELECT current_round AS round FROM teams WHERE id = ?").bind(teamId).first<{ round: number }>();
  return row?.round ?? null;
}

/**
 * When a round was open: from its opening to the next one's, or open-ended for the current round. Round 1 reaches back to the
 * start: a response completed before the team existed and assigned to it later counts there. A completed response counts in the
 * round open when it completed (decision 083).
 */
export async function roundWindow(d1: D1Database, teamId: string, round: number): Promise<{ fromMs: number; toMs: number | null }> {
  const rows = await d1
    .prepare("SELECT round, opened_at AS openedAt FROM team_rounds WHERE team_id = ? AND round IN (?, ?)")
    .bind(teamId, round, round + 1)
    .all<{ round: number; openedAt: number }>();
  const at = (r: number) => rows.results.find((x) => x.round === r)?.openedAt ?? null;
  return { fromMs: round === 1 ? 0 : (at(round) ?? 0), toMs: at(round + 1) };
}

/** Closes the open round and opens the next, in one transaction; the new round's number, or null for an unknown team. */
export async function openNextRound(d1: D1Database, teamId: string, now: Date): Promise<number | null> {
  const [inserted] = await d1.batch([
    d1
      .prepare("INSERT INTO team_rounds (team_id, round, opened_at) SELECT id, current_round + 1, ? FROM teams WHERE id = ?")
      .bind(now.getTime(), teamId),
    d1.prepare("UPDATE teams SET current_round = current_round + 1, updated_at = ? WHERE id = ?").bind(now.getTime(), teamId),
  ]);
  return inserted?.meta.changes === 1 ? currentRound(d1, teamId) : null;
}
