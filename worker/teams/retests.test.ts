import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import type { Retest } from "../../schema/teams/map/retest";
import { saveResponse, setCompletedAt, signIn, withCookie } from "../test/admin";
import { sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const link = (id: string, previousId: string | null) => sendJson(cookie, "PUT", `/api/admin/responses/${id}/retest`, { previousId });
async function twoTests() {
  const earlier = await saveResponse({ isCompleted: true, step: "final", name: "Ana, round 1" });
  await setCompletedAt(earlier.id, Date.now() - 60_000);
  const later = await saveResponse({ isCompleted: true, step: "final", name: "Ana, round 2" });
  return { earlier, later };
}

describe("a re-test linked to the earlier test (decision 083)", () => {
  it("is linked by an admin, read from both sides, audited, and unlinked", async () => {
    const { earlier, later } = await twoTests();
    const res = await link(later.id, earlier.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Retest).previous).toMatchObject({ id: earlier.id, name: "Ana, round 1" });
    expect(((await (await withCookie(cookie, `/api/admin/responses/${earlier.id}/retest`)).json()) as Retest).next).toMatchObject({
      id: later.id,
    });
    const logged = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'response.retest' AND target = ?")
      .bind(later.id)
      .first<{ detail: string }>();
    expect(JSON.parse(logged!.detail)).toEqual({ previousId: earlier.id });
    expect(((await (await link(later.id, null)).json()) as Retest).previous).toBeNull();
  });

  it("refuses, naming the field and changing nothing: itself, a later test, an unknown one, one re-taken already", async () => {
    const { earlier, later } = await twoTests();
    const issue = async (res: Response) => [res.status, ((await res.json()) as ApiError).issues[0]];
    expect(await issue(await link(later.id, later.id))).toEqual([400, { path: "previousId", message: "A response cannot re-take itself" }]);
    expect(await issue(await link(earlier.id, later.id))).toEqual([
      400,
      { path: "previousId", message: "The earlier test must have been completed before this one" },
    ]);
    expect((await issue(await link(later.id, "no-such-response")))[0]).toBe(404);
    expect((await link(later.id, earlier.id)).status).toBe(200);
    const third = await saveResponse({ isCompleted: true, step: "final" });
    expect(await issue(await link(third.id, earlier.id))).toEqual([
      409,
      { path: "previousId", message: `That test is already linked to the re-test ${later.id}` },
    ]);
    expect(((await (await withCookie(cookie, `/api/admin/responses/${third.id}/retest`)).json()) as Retest).previous).toBeNull();
  });

  it("goes when either test is erased", async () => {
    const { earlier, later } = await twoTests();
    await link(later.id, earlier.id);
    // The typed name confirms the erasure, as the dashboard asks for it.
    const erased = await sendJson(
      cookie,
      "DELETE",
      `/api/admin/responses/${earlier.id}`,
      { confirmName: "Ana, round 1" },
      { Origin: "http://localhost" },
    );
    expect(erased.status).toBe(204);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM response_links WHERE response_id = ? OR previous_id = ?")
      .bind(later.id, earlier.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
