import { describe, expect, it } from "vitest";
import { COLUMNS, shownColumns } from "./columns";

describe("the responses list's columns by width", () => {
  it("keeps SPEC's 11 columns in SPEC's order", () => {
    expect(COLUMNS.map((c) => c.name)).toEqual([
      "Name",
      "Email",
      "Company",
      "User Flow",
      "Attraction Ranking",
      "Pursuer Ranking",
      "Assigned Type",
      "Culture Compatibility",
      "Demographics",
      "Time",
      "Date Completed",
    ]);
  });

  it("shows every column but Demographics on a laptop (1280 px and wider); the detail shows Demographics", () => {
    const laptop = COLUMNS.map((c) => c.name).filter((name) => name !== "Demographics");
    expect(shownColumns(1280)).toEqual(laptop);
    expect(shownColumns(1440)).toEqual(laptop);
    expect(shownColumns(4000)).toEqual(laptop);
  });

  it("drops the rankings first, then Company, User Flow and Time; keeps Name, Email, Type, Culture and Date", () => {
    expect(shownColumns(1279)).toEqual([
      "Name",
      "Email",
      "Company",
      "User Flow",
      "Assigned Type",
      "Culture Compatibility",
      "Time",
      "Date Completed",
    ]);
    expect(shownColumns(1023)).toEqual(["Name", "Email", "Assigned Type", "Culture Compatibility", "Date Completed"]);
  });
});
