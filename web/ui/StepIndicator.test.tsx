import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Audience } from "../../schema/constants";
import { JOURNEY_LABEL, type JourneyStep } from "../../schema/assessment/journey";
import { i18n } from "../i18n/catalogs";
import { FlowAudience } from "./flow-audience";
import { Screen } from "./Screen";
import { STEP_LABEL, StepIndicator } from "./StepIndicator";

afterEach(cleanup);

function renderStep(audience: Audience, current: JourneyStep) {
  render(
    <FlowAudience value={audience}>
      <Screen steps={<StepIndicator current={current} />}>step</Screen>
    </FlowAudience>,
  );
  return screen.getAllByRole("listitem");
}

describe("StepIndicator", () => {
  it("lists every step in order and marks only the current one with aria-current=step", () => {
    const items = renderStep("manager", "part2");
    expect(items.map((li) => li.textContent)).toEqual(["Part 1", "Part 2", "Culture", "About you"]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null, null]);
    expect(screen.getByRole("navigation", { name: "Assessment steps" })).toBeTruthy();
  });

  it("names every step as schema/assessment/journey.ts does in English", () => {
    expect(Object.keys(STEP_LABEL).sort()).toEqual(Object.keys(JOURNEY_LABEL).sort());
    for (const [step, label] of Object.entries(JOURNEY_LABEL)) expect(i18n._(STEP_LABEL[step as JourneyStep])).toBe(label);
  });

  it("has no Culture step for a CEO", () => {
    const items = renderStep("ceo", "aboutYou");
    expect(items.map((li) => li.textContent)).toEqual(["Part 1", "Part 2", "About you"]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, null, "step"]);
  });
});

describe("Screen's respondent header", () => {
  it("carries the logo and the step's indicator inside the flow, outside the main landmark", () => {
    renderStep("ic", "culture");
    const banner = screen.getByRole("banner");
    expect(banner.querySelector("svg")).toBeTruthy();
    expect(banner.querySelector('[aria-current="step"]')?.textContent).toBe("Culture");
    expect(screen.getByRole("main").textContent).toBe("step");
  });

  it("keeps the logo but shows no indicator on a step without one (intake, instructions, completion)", () => {
    render(
      <FlowAudience value="ic">
        <Screen>step</Screen>
      </FlowAudience>,
    );
    expect(screen.getByRole("banner").querySelector("svg")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("has no header outside the flow", () => {
    render(<Screen>step</Screen>);
    expect(screen.queryByRole("banner")).toBeNull();
  });
});
