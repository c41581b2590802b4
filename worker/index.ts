import { app } from "./app";
import { deleteStaleIncomplete } from "./retention";

export default {
  fetch: app.fetch,
  // The Cron Trigger of wrangler.toml: the retention job (docs/admin.md#identity-audit-and-data-rights); locally GET /__scheduled (wrangler dev --test-scheduled).
  scheduled(controller, env, ctx) {
    ctx.waitUntil(deleteStaleIncomplete(env.DB, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
