import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { patchJson, saveResponse, signInAs } from "../test/admin";
import { postJson } from "../test/call";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-23T03:17:00Z");

/** Runs the Worker's real `scheduled` handler, as the Cron Trigger does, at `scheduledTime`. */
async function runCron(scheduledTime = NOW, overrides: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime, cron: "17 3 * * *" }), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
}

async function responseTouched(daysAgo: number, completed = false) {
  const p = await saveResponse({ isCompleted: completed, step: completed ? "final" : "intake-complete" });
  await env.DB.prepare("UPDATE assessment_responses SET updated_at = ? WHERE id = ?")
    .bind(NOW - daysAgo * DAY, p.id)
    .run();
  return p;
}
const exists = async (id: string) =>
  ((await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE id = ?").bind(id).first<number>("n")) ?? 0) > 0;

describe("retention: the Cron Trigger deletes incomplete responses untouched for RETENTION_DAYS", () => {
  it("deletes incomplete responses older than 90 days by default, keeps newer ones and every completed one, and says so in the audit log", async () => {
    const stale = await responseTouched(91);
    const fresh = await responseTouched(89);
    const oldButDone = await responseTouched(400, true);
    const admin = await signInAs("admin");
    await patchJson(admin.cookie, `/api/admin/responses/${stale.id}`, { jobTitle: "Edited long ago" }, { Origin: "http://localhost" });
    // The edit touched it; put it back in the past.
    await env.DB.prepare("UPDATE assessment_responses SET updated_at = ? WHERE id = ?")
      .bind(NOW - 91 * DAY, stale.id)
      .run();

    await runCron();

    expect(await exists(stale.id)).toBe(false);
    expect(await exists(fresh.id)).toBe(true);
    expect(await exists(oldButDone.id)).toBe(true);
    const entry = await env.DB.prepare(
      "SELECT actor, detail FROM audit_log WHERE action = 'retention.delete' ORDER BY id DESC LIMIT 1",
    ).first<{ actor: string; detail: string }>();
    expect(entry?.actor).toBe("system");
    expect(JSON.parse(entry!.detail)).toEqual({ deleted: expect.any(Number), days: 90 });
    expect(JSON.parse(entry!.detail).deleted).toBeGreaterThanOrEqual(1);
    // The deleted person's edit keeps its field, not its values.
    const edit = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'response.edit' AND target = ?")
      .bind(stale.id)
      .first<string>("detail");
    expect(JSON.parse(edit!)).toEqual({ field: "jobTitle", redacted: true });
  });

  it("honours RETENTION_DAYS, and records nothing when nothing was deleted", async () => {
    const month = await responseTouched(31);
    await runCron(NOW, { RETENTION_DAYS: "30" });
    expect(await exists(month.id)).toBe(false);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'retention.delete'").first<number>("n");
    await runCron(NOW, { RETENTION_DAYS: "30" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'retention.delete'").first<number>("n")).toBe(before);
  });

  it("deletes nothing while RETENTION_DAYS cannot be read (decision 078), where it once fell back to 90", async () => {
    const stale = await responseTouched(400);
    await runCron(NOW, { RETENTION_DAYS: "ninety" });
    expect(await exists(stale.id)).toBe(true);
    await runCron(NOW, { RETENTION_DAYS: "90" });
    expect(await exists(stale.id)).toBe(false);
  });

  it("deletes more than one chunk (90 ids) in a run", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 130; i++) ids.push((await responseTouched(200)).id);
    await runCron();
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE id IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(ids))
      .first<number>("n");
    expect(left).toBe(0);
  });

  it("leaves no tombstone: the device coming back later starts the response again", async () => {
    const stale = await responseTouched(120);
    await runCron();
    const again = await postJson("/api/assessment/partial", { ...stale, revision: 2 });
    expect(again.status).toBe(200);
    expect(await exists(stale.id)).toBe(true);
  });
});
