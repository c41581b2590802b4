import { describe, expect, it } from "vitest";
import { exposedLinks, secondProfileLinks, type TeamLink } from "./sponsor-exposure";

const link = (teamId: string, over: Partial<TeamLink> = {}): TeamLink => ({
  id: `${teamId}-${over.status ?? "active"}-${over.views ?? 0}`,
  teamId,
  kind: "sponsor",
  teamName: `Team ${teamId}`,
  createdAt: "2026-11-01T00:00:00.000Z",
  expiresAt: "2026-12-01T00:00:00.000Z",
  revokedAt: null,
  status: "active",
  views: 0,
  lastViewedAt: null,
  ...over,
});

describe("which sponsor links a team move shows one member to in a second team (decision 063)", () => {
  it("names the links on both sides when the member's team and the new one each have a sponsor link", () => {
    const a = link("a");
    const b = link("b");
    expect(exposedLinks(["a"], "b", [a, b])).toEqual([a, b]);
  });

  it("is empty when the move shows them to one team's links at most", () => {
    expect(exposedLinks(["a"], "b", [link("a")])).toEqual([]);
    expect(exposedLinks(["a"], "b", [link("b")])).toEqual([]);
    expect(exposedLinks(["a"], null, [link("a"), link("b")])).toEqual([]);
    expect(exposedLinks([], "b", [link("a"), link("b")])).toEqual([]);
    // Staying in the team is no move.
    expect(exposedLinks(["a"], "a", [link("a")])).toEqual([]);
  });

  it("counts a link of an earlier team that was ever opened, revoked or expired since: its sponsor has seen the member", () => {
    const opened = link("a", { status: "revoked", views: 3 });
    const unopened = link("c", { status: "expired", views: 0 });
    const b = link("b");
    expect(exposedLinks(["a", "c"], "b", [opened, unopened, b])).toEqual([opened, b]);
    expect(exposedLinks(["c"], "b", [unopened, b])).toEqual([]);
  });

  it("counts only active links of the new team: a revoked or expired one shows nobody any more", () => {
    expect(exposedLinks(["a"], "b", [link("a"), link("b", { status: "revoked", views: 9 }), link("b", { status: "expired" })])).toEqual([]);
  });

  it("remembers teams the member left: out of a team and later into another still warns", () => {
    const a = link("a", { views: 1 });
    const b = link("b");
    expect(exposedLinks(["a", "c"], "b", [a, b])).toEqual([a, b]);
  });
});

describe("which sponsor links a second confirmed profile shows the members to (decision 063)", () => {
  it("names every link of the team that has seen its members when another response replaces a confirmed one", () => {
    const active = link("a");
    const opened = link("a", { status: "revoked", views: 2 });
    const unopened = link("a", { status: "expired", views: 0 });
    expect(secondProfileLinks(["mira"], "ivan", [active, opened, unopened])).toEqual([active, opened]);
  });

  it("is empty for a first confirmation, the same one again, or links that never saw the members", () => {
    expect(secondProfileLinks([], "ivan", [link("a")])).toEqual([]);
    expect(secondProfileLinks(["ivan"], "ivan", [link("a")])).toEqual([]);
    expect(secondProfileLinks(["mira"], "ivan", [link("a", { status: "revoked", views: 0 })])).toEqual([]);
  });

  it("counts a profile confirmed before and cleared since, and not one the links already saw", () => {
    expect(secondProfileLinks(["mira"], "ivan", [link("a")])).toHaveLength(1);
    expect(secondProfileLinks(["mira", "ivan"], "mira", [link("a")])).toEqual([]);
  });
});
