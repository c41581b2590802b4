import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DemographicsCard } from "./DemographicsCard";
import { flattenDemographics } from "./draft";

afterEach(cleanup);

const props = { errors: {}, onChange: () => {} };

describe("DemographicsCard and consent (docs/admin.md#identity-audit-and-data-rights)", () => {
  it("says when and to which text the respondent consented", () => {
    const saved = { religion: "None" };
    render(
      <DemographicsCard
        {...props}
        value={flattenDemographics(saved)}
        saved={saved}
        consent={{ at: "2026-11-20T09:00:00.000Z", version: "1" }}
      />,
    );
    expect(screen.getByTestId("demographic-consent").textContent).toMatch(/^Consent given Nov 20, 2026, .+ \(consent text version 1\)\.$/);
    expect(screen.getByLabelText("Religion")).toBeTruthy();
  });

  it("offers nothing to add for a respondent who declined", () => {
    render(<DemographicsCard {...props} value={flattenDemographics(null)} saved={null} consent={null} />);
    expect(screen.getByTestId("demographic-consent").textContent).toBe(
      "This user declined the demographic survey, so no demographic data is stored or can be added.",
    );
    expect(screen.queryByLabelText("Religion")).toBeNull();
  });
});
