import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamAction } from "../../../../schema/teams/map/team-actions";
import { json, stubFetch } from "../../test/fake-api";
import { renderWithClient } from "../../test/render";
import { TeamActions } from "./TeamActions";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const action = (n: number): TeamAction => ({
  id: `a${n}`,
  round: 1,
  what: `Action ${n}`,
  owner: "Mira",
  due: "2027-03-01",
  status: "open",
  updatedAt: "2026-11-28T10:00:00.000Z",
});

describe("a team's actions on the team page", () => {
  it("adds an action, and shows the server's message beside the field it names", async () => {
    const items: TeamAction[] = [];
    const calls = stubFetch((req) => {
      if (req.method === "GET") return json({ round: 1, items });
      const body = req.body as { what: string };
      if (!body.what) return json({ error: "Invalid request body", issues: [{ path: "what", message: "What is required" }] }, 400);
      items.push({ ...action(1), what: body.what });
      return json(items[0], 201);
    });
    renderWithClient(<TeamActions teamId="t1" />);
    fireEvent.click(await screen.findByRole("button", { name: "Add action" }));
    expect((await screen.findByText("What is required")).id).toBe(screen.getByLabelText("What").getAttribute("aria-describedby"));
    fireEvent.change(screen.getByLabelText("What"), { target: { value: "Weekly check-in" } });
    fireEvent.change(screen.getByLabelText("Owner"), { target: { value: "Mira" } });
    fireEvent.change(screen.getByLabelText("Due"), { target: { value: "2027-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Add action" }));
    await screen.findByRole("rowheader", { name: "Weekly check-in" });
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ what: "Weekly check-in", owner: "Mira", due: "2027-03-01" });
  });

  it("changes a status, and offers no form once the round has five", async () => {
    const calls = stubFetch((req) =>
      req.method === "GET" ? json({ round: 2, items: [1, 2, 3, 4, 5].map(action) }) : json({ ...action(1), status: "done" }),
    );
    renderWithClient(<TeamActions teamId="t1" />);
    expect(await screen.findByText("This round has 5 actions: change or drop one to make room.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Actions for round 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add action" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Status of Action 1"), { target: { value: "done" } });
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.path).toBe("/api/admin/teams/t1/actions/a1"));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "done" });
  });
});
