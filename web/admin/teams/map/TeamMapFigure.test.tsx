import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { TeamMapFigure, TypeGridTable, type MapMember } from "./TeamMapFigure";
import { typeGrid } from "../../../../schema/teams/map/type-grid";

afterEach(cleanup);

const driver = { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" };
const members: MapMember[] = [
  { name: "Ana", scores: { rabbit: 20, dog: 0, cat: 0 }, type: driver },
  { name: "Bo", scores: { rabbit: 0, dog: 0, cat: 12 }, type: null },
];

describe("the team map figure", () => {
  it("draws each member as their type and reads the same numbers out as a table, once the map has painted", async () => {
    const { container } = render(<TeamMapFigure members={members} profile={{ rabbit: 5, dog: 10, cat: 5 }} />);
    const circles = container.querySelectorAll("circle");
    expect(circles).toHaveLength(2);
    // Attraction Red inside, pursuer Blue as the ring; a type not yet determined in grey.
    expect(circles[0]!.getAttribute("class")).toBe("fill-cat-red stroke-cat-blue");
    expect(circles[1]!.getAttribute("class")).toContain("fill-slate-300");
    expect(circles[0]!.textContent).toBe("Ana");
    const table = await screen.findByRole("table", { name: /each member's scores and type/ });
    expect(within(table).getByRole("rowheader", { name: "Ana" }).parentElement!.textContent).toBe("Ana2000Driver / Supporter");
    expect(within(table).getByRole("rowheader", { name: "Team mean" }).parentElement!.textContent).toBe(
      "Team mean1006Not determined".replace("Not determined", ""),
    );
    expect(within(table).getByRole("rowheader", { name: "Team profile" })).toBeTruthy();
  });

  it("writes how many members share a point beside it", () => {
    const same = { rabbit: 18, dog: 4, cat: 2 };
    const { container } = render(
      <TeamMapFigure
        members={[...["Ana", "Bo", "Cy"].map((name) => ({ name, scores: same, type: driver })), members[1]!]}
        profile={null}
      />,
    );
    expect(container.querySelectorAll("circle")).toHaveLength(4);
    const labels = [...container.querySelectorAll("text")].map((t) => t.textContent).filter((t) => t!.startsWith("×"));
    expect(labels).toEqual(["×3"]);
  });

  it("writes a shared point's count to its left on a right-to-left page", () => {
    const same = { rabbit: 18, dog: 4, cat: 2 };
    const { container } = render(
      <div dir="rtl">
        <TeamMapFigure members={[0, 1].map(() => ({ scores: same, type: driver }))} profile={null} direction="rtl" />
      </div>,
    );
    const label = [...container.querySelectorAll("text")].find((t) => t.textContent === "×2")!;
    const cx = Number(container.querySelector("circle")!.getAttribute("cx"));
    expect(Number(label.getAttribute("x"))).toBeLessThan(cx);
    // Anchored at its right end whatever the page's direction.
    expect([label.getAttribute("text-anchor"), label.getAttribute("direction")]).toEqual(["end", "ltr"]);
  });

  it("mirrors the points for a right-to-left page", () => {
    const cx = (direction: "ltr" | "rtl") =>
      Number(
        render(<TeamMapFigure members={[members[1]!]} profile={null} direction={direction} />)
          .container.querySelector("circle")!
          .getAttribute("cx"),
      );
    const [ltr, rtl] = [cx("ltr"), cx("rtl")];
    // The Cat corner is on the right left to right, on the left right to left (the figure is 300 wide plus 28 each side).
    expect(ltr).toBe(328);
    expect(rtl).toBe(28);
  });

  it("stays under 150 KB for a team of 1,000 with names", () => {
    const many: MapMember[] = Array.from({ length: 1000 }, (_, i) => ({
      name: `Member with a long name ${i}`,
      scores: { rabbit: i % 21, dog: (i * 7) % 21, cat: (i * 13) % 21 },
      type: driver,
    }));
    const svg = renderToStaticMarkup(<TeamMapFigure members={many} profile={{ rabbit: 5, dog: 10, cat: 5 }} />).match(
      /<svg[\s\S]*<\/svg>/,
    )![0];
    expect(new TextEncoder().encode(svg).length).toBeLessThan(150_000);
  });

  it("counts the types in a 3 × 3 grid", () => {
    render(<TypeGridTable counts={typeGrid([driver, driver, null]).counts} />);
    const red = screen.getByRole("rowheader", { name: "Red (Driver)" }).parentElement!;
    expect([...red.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["0", "2", "0"]);
  });
});
