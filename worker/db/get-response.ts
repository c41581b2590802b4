import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseRecord } from "../../schema/admin";
import { recordColumns, toRecord } from "./response-record";
import { assessmentResponses as t } from "./tables";

export async function getResponse(d1: D1Database, id: string): Promise<ResponseRecord | null> {
  const [row] = await drizzle(d1).select(recordColumns).from(t).where(eq(t.id, id));
  return row ? toRecord(row) : null;
}
