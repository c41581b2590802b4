import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResultSource } from "../../schema/assessment/completion-result";
import type { CultureScores, FinalType } from "../../schema/assessment/scoring";
import { assessmentResponses as t } from "../db/tables";

/** What the completion screen's result reads of one response (decision 066), with what proves the reader may read it. */
export type ResultRow = ResultSource & { isCompleted: boolean; writeTokenHash: string };

export async function findResultRow(d1: D1Database, id: string): Promise<ResultRow | null> {
  const [row] = await drizzle(d1)
    .select({
      userFlow: t.userFlow,
      finalType: t.finalType,
      cultureCompatibilityScores: t.cultureCompatibilityScores,
      isCompleted: t.isCompleted,
      writeTokenHash: t.writeTokenHash,
    })
    .from(t)
    .where(eq(t.id, id));
  if (!row) return null;
  return {
    ...row,
    finalType: (row.finalType as FinalType | null) ?? null,
    cultureCompatibilityScores: (row.cultureCompatibilityScores as CultureScores | null) ?? null,
  };
}
