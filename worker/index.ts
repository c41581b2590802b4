import { app } from "./app";
import { deleteSilentDevices } from "./live/device-health";
import { readEnv } from "./http/env";
import { deleteStaleIncomplete } from "./records/retention";

// The live event board's Durable Object class (wrangler.toml durable_objects, docs/architecture.md#the-live-board).
export { LiveBoard } from "./live/board-object";

export default {
  fetch: app.fetch,
  // The Cron Trigger of wrangler.toml: the retention job (docs/admin.md#identity-audit-and-data-rights); locally GET /__scheduled
  // (wrangler dev --test-scheduled).
  scheduled(controller, env, ctx) {
    const parsed = readEnv(env);
    // Never deletes by a number of days it could not read (decision 078); the API says what is wrong meanwhile.
    if (parsed.ok) ctx.waitUntil(deleteStaleIncomplete(env.DB, parsed.config.retentionDays, new Date(controller.scheduledTime)));
    else console.error(`Retention skipped, the configuration is bad: ${parsed.problems.map((p) => p.message).join("; ")}`);
    // Device health rows of devices silent for 30 days (docs/privacy.md).
    ctx.waitUntil(deleteSilentDevices(env.DB, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
