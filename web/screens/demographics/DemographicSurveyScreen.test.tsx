import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Demographics } from "../../../schema/assessment/demographics";
import { i18n } from "../../i18n/catalogs";
import { PARENTING_LABEL } from "./labels";
import { DemographicOptInScreen } from "./DemographicOptInScreen";
import { DemographicSurveyScreen } from "./DemographicSurveyScreen";

afterEach(() => {
  cleanup();
  i18n.activate("en");
});

function setup(initial?: Demographics, busy = false) {
  const onSubmit = vi.fn<(d: Demographics) => void>();
  const view = render(<DemographicSurveyScreen initial={initial} busy={busy} onSubmit={onSubmit} />);
  return { onSubmit, view };
}

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe("DemographicSurveyScreen", () => {
  it("has every schema field: seven text inputs, the parenting style radios and three location fieldsets", () => {
    setup();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    for (const label of ["Birth year", "Race / ethnicity", "Gender identity", "Religion", "Biological sex", "How would you describe your work?", "Sexual orientation"]) {
      expect(screen.getByLabelText(label).tagName).toBe("INPUT");
    }
    const parenting = screen.getByRole("group", { name: "Parenting style you were raised with" });
    expect(within(parenting).getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["Authoritarian", "Coach", "Teacher", ""]);
    expect(within(parenting).getByLabelText(/Coach/).closest("label")?.textContent).toContain("Rules are negotiable by skill, with some non-negotiables");
    for (const legend of ["Where were you born?", "Where did you grow up?", "Where do you live now?"]) {
      const set = screen.getByRole("group", { name: legend });
      for (const part of ["ZIP / postal code", "City", "State / province", "Country"]) expect(within(set).getByLabelText(part)).toBeTruthy();
    }
  });

  it("submits only the non-empty values, trimmed, with the chosen parenting style", () => {
    const { onSubmit } = setup();
    type("Birth year", " 1980 ");
    type("Religion", "   ");
    fireEvent.click(screen.getByRole("radio", { name: /Teacher/ }));
    type("City", "Lyon", screen.getByRole("group", { name: "Where were you born?" }));
    type("Country", "France", screen.getByRole("group", { name: "Where were you born?" }));
    type("Country", "Canada", screen.getByRole("group", { name: "Where do you live now?" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      birthYear: "1980",
      parentingStyle: "Teacher",
      birthLocation: { city: "Lyon", country: "France" },
      currentLocation: { country: "Canada" },
    });
  });

  it("submits an empty object when nothing is filled in, and 'Prefer not to say' clears a style", () => {
    const { onSubmit } = setup({ parentingStyle: "Coach", grewUpLocation: { city: "Oslo" } });
    expect((screen.getByRole("radio", { name: /Coach/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Prefer not to say" }));
    type("City", "", screen.getByRole("group", { name: "Where did you grow up?" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it("shows 'Submitting...' and does not submit again while busy", () => {
    const { onSubmit, view } = setup(undefined, false);
    act(() => view.rerender(<DemographicSurveyScreen busy onSubmit={onSubmit} />));
    const button = screen.getByRole("button", { name: "Submitting..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("DemographicSurveyScreen in another language", () => {
  it("shows the parenting styles translated and still stores the English value", () => {
    const { onSubmit } = setup();
    act(() => {
      i18n.load("es", { [PARENTING_LABEL.Coach.name.id]: "Entrenador", [PARENTING_LABEL.Coach.description.id]: "Las reglas se negocian" });
      i18n.activate("es");
    });
    const coach = screen.getByRole("radio", { name: /Entrenador/ }) as HTMLInputElement;
    expect(coach.closest("label")?.textContent).toBe("Entrenador — Las reglas se negocian");
    expect(coach.value).toBe("Coach");
    fireEvent.click(coach);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onSubmit).toHaveBeenCalledWith({ parentingStyle: "Coach" });
  });
});

describe("DemographicOptInScreen", () => {
  it("explains the privacy terms and offers Continue and Skip and finish, both disabled while busy", () => {
    const onOptIn = vi.fn<() => void>();
    const onSkip = vi.fn<() => void>();
    const view = render(<DemographicOptInScreen busy={false} onOptIn={onOptIn} onSkip={onSkip} />);
    const panel = screen.getByRole("region", { name: "Privacy & Data Use" });
    for (const text of ["100% voluntary", "research only", "aggregated and deidentified", "never sold or shared with your employer"]) {
      expect(panel.textContent).toContain(text);
    }
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(screen.getByRole("button", { name: "Skip and finish" }));
    expect(onOptIn).toHaveBeenCalledTimes(1);
    expect(onSkip).toHaveBeenCalledTimes(1);
    act(() => view.rerender(<DemographicOptInScreen busy onOptIn={onOptIn} onSkip={onSkip} />));
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Submitting..." }) as HTMLButtonElement).disabled).toBe(true);
  });
});
