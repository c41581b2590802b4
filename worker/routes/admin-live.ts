import { Hono } from "hono";
import { isDayStart, LiveQuerySchema, type LiveSnapshot } from "../../schema/live-board";
import type { ApiError } from "../../schema/payload";
import { liveBoard } from "../live/notify";
import { requireOwnOrigin } from "../middleware/origin";
import type { SessionEnv } from "../middleware/session";
import { validQuery } from "../validate";

const BAD_DAY: ApiError = {
  error: "Invalid query",
  issues: [{ path: "dayStart", message: "dayStart must be a midnight within the last two days" }],
};

/**
 * /api/admin/live (docs/admin.md#the-live-board): mounted after requireSession, so every role may read it
 * (owners, admins, viewers; decision 056). The snapshot is refused to another site; the socket needs our
 * own Origin. Both are handed to the deployment's one board object.
 */
export const adminLiveRoutes = new Hono<SessionEnv>()
  .get("/", requireOwnOrigin({ originRequired: false }), validQuery(LiveQuerySchema), async (c) => {
    const dayStart = Number(c.req.valid("query").dayStart);
    if (!isDayStart(dayStart, Date.now())) return c.json(BAD_DAY, 400);
    // RPC's typing widens the per-minute tuples to arrays; the object returns a LiveSnapshot as is.
    const snapshot = (await liveBoard(c.env).snapshot(dayStart)) as unknown as LiveSnapshot;
    return c.json<LiveSnapshot>(snapshot);
  })
  .get("/socket", requireOwnOrigin({ originRequired: true }), validQuery(LiveQuerySchema), async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return c.json<ApiError>({ error: "Upgrade required", issues: [{ path: "", message: "Open this address as a WebSocket" }] }, 426);
    }
    const dayStart = Number(c.req.valid("query").dayStart);
    if (!isDayStart(dayStart, Date.now())) return c.json(BAD_DAY, 400);
    return liveBoard(c.env).fetch(new Request(`https://live-board/socket?dayStart=${dayStart}`, { headers: { Upgrade: "websocket" } }));
  });
