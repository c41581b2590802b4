import { app } from "./app";
import { deleteSilentDevices } from "./db/device-health";
import { deleteStaleIncomplete } from "./retention";

// The live event board's Durable Object class (wrangler.toml durable_objects, docs/architecture.md#the-live-board).
export { LiveBoard } from "./live/board-object";

export default {
  fetch: app.fetch,
  // The Cron Trigger of wrangler.toml: the retention job (docs/admin.md#identity-audit-and-data-rights); locally GET /__scheduled
  // (wrangler dev --test-scheduled).
  scheduled(controller, env, ctx) {
    ctx.waitUntil(deleteStaleIncomplete(env.DB, env, new Date(controller.scheduledTime)));
    // Device health rows of devices silent for 30 days (docs/privacy.md).
    ctx.waitUntil(deleteSilentDevices(env.DB, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
