import { Hono } from "hono";
import type { ApiError } from "../../schema/save/payload";
import { sponsorReport, type SponsorReport } from "../../schema/teams/sponsor-report";
import { isTeamCode, type PublicTeam } from "../../schema/teams/team-api";
import type { AppEnv } from "../http/app-env";
import { audit, SPONSOR_LINK } from "../records/audit";
import { findReportLink, recordView } from "./sponsor-links";
import { managerView } from "./manager-view";
import type { ManagerView } from "../../schema/teams/map/manager-view";
import { teamMemberFacts } from "./team-members";
import { openTeamByCode } from "./teams";
import { noStore } from "../http/no-store";
import { workerConfig } from "../http/env";
import { readLimit } from "../http/read-limit";

const teamNotFound: ApiError = { error: "Team not found", issues: [{ path: "code", message: "No open team has this join code" }] };
const reportNotFound: ApiError = {
  error: "Report not found",
  issues: [{ path: "token", message: "This report link does not exist or was revoked" }],
};
const reportExpired: ApiError = {
  error: "Report link expired",
  issues: [{ path: "token", message: "This report link has expired; ask for a new one" }],
};

/**
 * Open routes: the team name an invite link names, the sponsor report behind its token (docs/teams.md#the-sponsor-report) and the
 * manager's view of the team map behind its own (docs/teams.md#the-managers-view).
 */
export const publicTeamRoutes = new Hono<AppEnv>()
  .use(noStore)
  .use("/teams/:code", readLimit("team", "code"))
  .use("/report/:token", readLimit("report", "token"))
  .use("/manager/:token", readLimit("manager", "token"))
  .get("/teams/:code", async (c) => {
    const code = c.req.param("code");
    const open = isTeamCode(code) ? await openTeamByCode(c.env.DB, code) : null;
    // The audience lets the intake say whom the link is for; the holder of the link already knows it from its path.
    return open ? c.json<PublicTeam>({ name: open.team.name, audience: open.audience }) : c.json(teamNotFound, 404);
  })
  .get("/report/:token", async (c) => {
    // A bearer link: search engines must not keep it even if it leaks into a crawled page.
    c.header("X-Robots-Tag", "noindex");
    const token = c.req.param("token");
    const found = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findReportLink(c.env.DB, token, "sponsor") : null;
    if (!found || found.link.revokedAt || !found.team) return c.json(reportNotFound, 404);
    const { link, team } = found;
    const now = new Date();
    if (link.expiresAt.getTime() <= now.getTime()) return c.json(reportExpired, 410);
    const [members] = await Promise.all([
      teamMemberFacts(c.env.DB, link.teamId),
      // The audit entry goes with the view row, so it too is written at most once an hour.
      recordView(c.env.DB, link.id, now).then((recorded) =>
        recorded
          ? audit(c.env.DB, { actor: SPONSOR_LINK, action: "sponsor-report.view", target: link.teamId, detail: { linkId: link.id } }, now)
          : undefined,
      ),
    ]);
    return c.json<SponsorReport>(sponsorReport(team, members, link.expiresAt.toISOString(), workerConfig(c.env).anonymityFloor));
  })
  // The manager's view of the team map (decision 083): a link of its own kind, with the sponsor link's token, expiry, revocation and views.
  .get("/manager/:token", async (c) => {
    c.header("X-Robots-Tag", "noindex");
    const token = c.req.param("token");
    const found = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findReportLink(c.env.DB, token, "manager") : null;
    if (!found || found.link.revokedAt || !found.team) return c.json(reportNotFound, 404);
    const { link, team } = found;
    const now = new Date();
    if (link.expiresAt.getTime() <= now.getTime()) return c.json(reportExpired, 410);
    const [view] = await Promise.all([
      managerView(
        c.env.DB,
        {
          teamId: link.teamId,
          team: { name: team.name, organisation: team.organisation },
          round: team.currentRound,
          expiresAt: link.expiresAt,
        },
        now,
        workerConfig(c.env).anonymityFloor,
      ),
      recordView(c.env.DB, link.id, now).then((recorded) =>
        recorded
          ? audit(c.env.DB, { actor: SPONSOR_LINK, action: "manager-view.view", target: link.teamId, detail: { linkId: link.id } }, now)
          : undefined,
      ),
    ]);
    return c.json<ManagerView>(view);
  });
