import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { useListQueryInUrl } from "./use-list-query-url";

function Query({ search }: { search: string }) {
  useListQueryInUrl({ search, team: "", language: "" });
  return null;
}
// The admin's base, as AdminRoute mounts it: the list is /admin, a detail /admin/responses/:id.
const List = ({ search }: { search: string }) => (
  <Router base="/admin">
    <Query search={search} />
  </Router>
);

beforeEach(() => history.replaceState(null, "", "/admin"));

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

describe("the list's query in the address", () => {
  it("writes the search while the list shows", () => {
    const { rerender } = render(<List search="" />);
    rerender(<List search="Ada" />);
    expect(location.pathname + location.search).toBe("/admin?search=Ada");
  });

  it("leaves an open detail's address alone and writes the search once the list shows again", () => {
    // The search box's debounce can land after a quick click opened a detail (the layout check's walk did).
    const { rerender } = render(<List search="" />);
    act(() => history.pushState(null, "", "/admin/responses/r1"));
    rerender(<List search="Ada" />);
    expect(location.pathname + location.search).toBe("/admin/responses/r1");
    act(() => history.replaceState(null, "", "/admin"));
    expect(location.pathname + location.search).toBe("/admin?search=Ada");
  });

  it("puts the filters back into a bare /admin (the Responses tab's address) while the list shows them", () => {
    const { rerender } = render(<List search="" />);
    rerender(<List search="Ada Lovelace" />);
    act(() => history.pushState(null, "", "/admin/teams"));
    act(() => history.pushState(null, "", "/admin"));
    expect(location.pathname + location.search).toBe("/admin?search=Ada+Lovelace");
  });
});
