import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "./Table";

afterEach(cleanup);

function People({ look }: { look?: "card" | "lines" }) {
  return (
    <Table look={look} region="People table">
      <Caption>People and their roles</Caption>
      <HeadRow>
        <ColumnHeader>Name</ColumnHeader>
        <ColumnHeader numeric className="w-16">
          Role
        </ColumnHeader>
      </HeadRow>
      <tbody>
        {[
          ["Ana", "Owner"],
          ["Omar", "Viewer"],
        ].map(([name, role]) => (
          <Row key={name} data-testid="person">
            <RowHeader>{name}</RowHeader>
            <Cell pad="roomy">{role}</Cell>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

describe("Table", () => {
  it("renders a captioned table whose column and row headers carry their scope", () => {
    render(<People />);
    const table = screen.getByRole("table", { name: "People and their roles" });
    const columns = within(table).getAllByRole("columnheader");
    expect(columns.map((c) => [c.textContent, c.getAttribute("scope")])).toEqual([
      ["Name", "col"],
      ["Role", "col"],
    ]);
    expect(columns.every((c) => c.parentElement?.parentElement?.tagName === "THEAD")).toBe(true);
    const rows = within(table).getAllByTestId("person");
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["Ana", "Omar"]);
    expect(rows.map((r) => within(r).getByRole("rowheader").getAttribute("scope"))).toEqual(["row", "row"]);
    expect(rows.map((r) => within(r).getByRole("cell").textContent)).toEqual(["Owner", "Viewer"]);
  });

  it("wraps the table in a focusable, labelled region that scrolls sideways", () => {
    render(<People />);
    const region = screen.getByRole("region", { name: "People table" });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain("overflow-x-auto");
    expect(within(region).getByRole("table")).toBeTruthy();
  });

  it("takes its cell classes from the look, and a cell's padding from its own pad", () => {
    render(<People look="lines" />);
    const cell = screen.getByText("Viewer");
    expect(cell.className.split(" ")).toEqual(expect.arrayContaining(["not-last:pe-4", "py-3"]));
    expect(cell.className).not.toContain("py-2");
    expect(screen.getByText("Role").className.split(" ")).toEqual(expect.arrayContaining(["py-2", "not-last:pe-4", "w-16"]));
  });

  it("aligns a column header at the start and at the end over numbers", () => {
    // The browser centres a th whose row leaves text-align alone: the header sets it on itself.
    render(<People />);
    expect(screen.getByText("Name").className.split(" ")).toContain("text-start");
    expect(screen.getByText("Role").className.split(" ")).toContain("text-end");
    expect(screen.getByText("Role").className.split(" ")).not.toContain("text-start");
  });
});
