import { Hono } from "hono";
import { DAY_START_STEP_MS, isDayStart, LiveQuerySchema, type LiveSnapshot } from "../../schema/live/live-board";
import { boardView, snapshotFor } from "../../schema/live/live-board-views";
import type { ApiError } from "../../schema/save/payload";
import { socketRequest } from "./board-object";
import { liveBoard } from "./notify";
import { requireOwnOrigin } from "../http/origin";
import { requireBoardSession, type SessionEnv } from "../identity/session";
import { validQuery } from "../http/validate";

const BAD_DAY: ApiError = {
  error: "Invalid query",
  issues: [
    { path: "dayStart", message: `dayStart must be a midnight within the last two days, on a whole ${DAY_START_STEP_MS / 60_000} minutes` },
  ],
};

/**
 * /api/admin/live (docs/admin.md#the-live-board): every role may read it (owners, admins, viewers; decision
 * 056), each only what it may read elsewhere (schema/live/live-board-views.ts, decision 061). The board's own
 * requests are not use of the session (requireBoardSession, decision 060). The snapshot is refused to
 * another site; the socket needs our own Origin. Both are handed to the deployment's one board object,
 * the socket with its session, so that it closes when the session ends.
 */
export const adminLiveRoutes = new Hono<SessionEnv>()
  .use(requireBoardSession)
  .get("/", requireOwnOrigin({ originRequired: false }), validQuery(LiveQuerySchema), async (c) => {
    const dayStart = Number(c.req.valid("query").dayStart);
    if (!isDayStart(dayStart, Date.now())) return c.json(BAD_DAY, 400);
    // RPC's typing widens the per-minute tuples to arrays; the object returns a LiveSnapshot as is.
    const snapshot = (await liveBoard(c.env).snapshot(dayStart)) as unknown as LiveSnapshot;
    return c.json<LiveSnapshot>(snapshotFor(boardView(c.get("user").role), snapshot));
  })
  .get("/socket", requireOwnOrigin({ originRequired: true }), validQuery(LiveQuerySchema), async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return c.json<ApiError>({ error: "Upgrade required", issues: [{ path: "", message: "Open this address as a WebSocket" }] }, 426);
    }
    const dayStart = Number(c.req.valid("query").dayStart);
    if (!isDayStart(dayStart, Date.now())) return c.json(BAD_DAY, 400);
    const { id: userId, role } = c.get("user");
    return liveBoard(c.env).fetch(socketRequest(dayStart, { sid: c.get("sid"), userId, role }));
  });
