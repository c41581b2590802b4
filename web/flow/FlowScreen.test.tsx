import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssessmentData } from "../../schema/assessment/content";
import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import { db } from "../db/db";
import { initialContext, type FlowContext } from "./context";
import { FlowRunner } from "./FlowRunner";
import { flowMachine } from "./machine";
import { INTAKE } from "./test-harness";

// The screens' buttons follow the real machine (snapshot.can), not a check of their own.

const DATA: AssessmentData = {
  language: "en",
  culture: CULTURE_IDS.map((id) => ({ id, category: "Rabbit", code: id.split("-")[1]!.toUpperCase(), text: `Statement ${id}` })),
  attraction: [
    { category: "Yellow", placement: "1", text: "Yellow one" },
    { category: "Blue", placement: "1", text: "Blue one" },
    { category: "Red", placement: "1", text: "Red one" },
  ],
  // The device's copy is parsed like the server's answer (decision 042): both sets hold statements.
  pursuer: [{ category: "Yellow", placement: "1", text: "Yellow pursuer" }],
};

const started: FlowContext = {
  ...initialContext({ audience: "ic" }),
  responseId: "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  writeToken: "write-token-".padEnd(43, "x"),
  revision: 1,
  intake: INTAKE,
};

const snapshotAt = (value: "attractionRanking" | "culture" | "instructions" | { intake: "editing" }, context: FlowContext) =>
  flowMachine.getPersistedSnapshot(flowMachine.resolveState({ value, context })) as object;

const renderAt = (snapshot: object, team = { code: null as string | null, exact: false }) =>
  render(
    <FlowRunner audience="ic" snapshot={snapshot} kioskIdleSeconds={null} team={team} language={{ start: "en" }} onForgotten={() => {}} />,
  );

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>("button", { name });

beforeEach(async () => {
  await Promise.all([db.flows.clear(), db.outbox.clear(), db.meta.clear()]);
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json(DATA)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("FlowScreen asks the machine", () => {
  it("ranking: Continue stays disabled until a card was viewed; Up on the first card and Down on the last are disabled", async () => {
    renderAt(snapshotAt("attractionRanking", started));
    const cont = await screen.findByRole<HTMLButtonElement>("button", { name: "Continue" });
    expect(cont.disabled).toBe(true);
    expect([button("Move Energizer up").disabled, button("Move Energizer down").disabled]).toEqual([true, false]);
    expect([button("Move Driver up").disabled, button("Move Driver down").disabled]).toEqual([false, true]);

    fireEvent.click(button("Move Driver up"));
    expect(button("Move Driver down").disabled).toBe(false);
    expect(button("Move Harmonizer down").disabled).toBe(true);

    fireEvent.click(button(/^Harmonizer/));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(button("Continue").disabled).toBe(false);
  });

  it("culture: Next stays disabled until the question is answered", async () => {
    const cultureOrder = [...CULTURE_IDS];
    renderAt(snapshotAt("culture", { ...started, rankingDone: { attraction: true, pursuer: true }, cultureOrder }));
    await screen.findByText("Question 1 of 60");
    expect(button("Next").disabled).toBe(true);

    fireEvent.click(button("Strong Yes"));
    await screen.findByText("Question 2 of 60");
    expect(button("Next").disabled).toBe(true);

    fireEvent.click(button("Back"));
    await screen.findByText("Question 1 of 60");
    expect(button("Next").disabled).toBe(false);
    fireEvent.click(button("Next"));
    await screen.findByText("Question 2 of 60");
  });
});

describe("FlowRunner asks the machine", () => {
  const storedTeam = async () => (await db.flows.get("ic"))?.snapshot as { context: FlowContext } | undefined;
  const team = { code: "abcd23efgh45", exact: false };

  it("joins the invite's team on the first screen", async () => {
    renderAt(snapshotAt({ intake: "editing" }, initialContext({ audience: "ic" })), team);
    await waitFor(async () => expect((await storedTeam())?.context.teamCode).toBe("abcd23efgh45"));
  });

  it("keeps the team a respondent started with once past the first screen", async () => {
    renderAt(snapshotAt("instructions", started), team);
    fireEvent.click(await screen.findByRole("button", { name: "Start Assessments" }));
    await waitFor(async () => expect((await storedTeam())?.context.timerStartedAt).not.toBeNull());
    expect((await storedTeam())?.context.teamCode).toBeNull();
  });
});
