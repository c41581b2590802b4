// The one part of every engine's driver that runs inside the page: it finds elements as a person
// names them (role and accessible name, label, text) with @testing-library/dom's queries, so the
// three engines agree on what "the Next button" is. Sent to the page as source text: no imports here.

/** A string matches exactly (whitespace collapsed); a regular expression travels as its source. */
export type TextMatch = string | { re: string; flags: string };

export type Step =
  | { by: "role"; role: string; name?: TextMatch; level?: number }
  | { by: "label"; text: TextMatch; exact: boolean }
  | { by: "text"; text: TextMatch; exact: boolean }
  | { by: "css"; selector: string }
  | { by: "nth"; index: number }
  | { by: "hasText"; text: TextMatch }
  | { by: "has"; steps: Step[] };

export type Action =
  | { op: "state" }
  | { op: "element" }
  | { op: "texts" }
  | { op: "attribute"; name: string }
  | { op: "attributes"; name: string }
  | { op: "value" }
  | { op: "focus"; select: boolean }
  | { op: "centre"; scroll: boolean }
  | { op: "hit" };

/** What `state` reports: enough to wait for an element to appear, settle, enable or go away. */
export type ElementState = { count: number; visible: boolean; enabled: boolean; stable: boolean };

/** Returned instead of a result while the query library is not in this document yet. */
export const NEEDS_LIBRARY = "__e2e_needs_testing_library__";

type Queries = {
  queryAllByRole(c: Element, role: string, o: { name?: string | RegExp; level?: number }): Element[];
  queryAllByLabelText(c: Element, t: string | RegExp, o: { exact: boolean }): Element[];
};

export async function inPage(steps: Step[], action: Action): Promise<unknown> {
  const lib = (window as unknown as { TestingLibraryDom?: Queries }).TestingLibraryDom;
  // The literal, not NEEDS_LIBRARY: this function runs in the page, where this module does not exist.
  if (!lib) return "__e2e_needs_testing_library__";
  const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
  const toMatcher = (m: TextMatch) => (typeof m === "string" ? m : new RegExp(m.re, m.flags));
  const matches = (content: string, m: TextMatch, exact: boolean) =>
    typeof m !== "string"
      ? new RegExp(m.re, m.flags).test(content)
      : exact
        ? content === m
        : content.toLowerCase().includes(m.toLowerCase());
  // The smallest elements whose whole text matches (like a person reading it, nested tags or not).
  const byText = (root: Element, m: TextMatch, exact: boolean) =>
    [...root.querySelectorAll("*")].filter(
      (el) =>
        !["SCRIPT", "STYLE", "NOSCRIPT"].includes(el.tagName) &&
        matches(norm(el.textContent), m, exact) &&
        ![...el.children].some((child) => matches(norm(child.textContent), m, exact)),
    );
  const search = (root: Element, step: Step): Element[] => {
    switch (step.by) {
      case "role":
        return lib.queryAllByRole(root, step.role, { name: step.name === undefined ? undefined : toMatcher(step.name), level: step.level });
      case "label":
        return lib.queryAllByLabelText(root, toMatcher(step.text), { exact: step.exact });
      case "text":
        return byText(root, step.text, step.exact);
      case "css":
        return [...root.querySelectorAll(step.selector)];
      default:
        return [];
    }
  };
  const run = (roots: Element[], chain: Step[]): Element[] => {
    let set = roots;
    for (const step of chain) {
      if (step.by === "nth") set = set.at(step.index) ? [set.at(step.index)!] : [];
      else if (step.by === "hasText") set = set.filter((el) => matches(norm(el.textContent), step.text, false));
      else if (step.by === "has") set = set.filter((el) => run([el], step.steps).length > 0);
      else set = [...new Set(set.flatMap((root) => search(root, step)))];
    }
    return set;
  };
  const found = run([document.body], steps);
  const el = found[0];
  const visible = (e: Element | undefined) => {
    if (!e) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden";
  };
  switch (action.op) {
    case "state": {
      if (!el) return { count: 0, visible: false, enabled: false, stable: false };
      // Stable: the same box two frames apart (no dialog or card still moving under the pointer); a
      // timer stands in for a frame where the engine paints none (a window in the background).
      const frame = () => new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 50)));
      const a = el.getBoundingClientRect();
      await frame();
      await frame();
      const b = el.getBoundingClientRect();
      const stable = a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
      const enabled = !(el as HTMLButtonElement).disabled && el.getAttribute("aria-disabled") !== "true";
      return { count: found.length, visible: visible(el), enabled, stable };
    }
    case "element":
      return found.length === 1 ? el : `${found.length} elements match`;
    case "texts":
      return found.map((e) => norm(e.textContent));
    case "attribute":
      return el ? el.getAttribute(action.name) : null;
    case "attributes":
      return found.map((e) => e.getAttribute(action.name));
    case "value":
      return el ? (el as HTMLInputElement).value : null;
    case "focus":
      if (!el) return false;
      (el as HTMLElement).focus();
      if (action.select) (el as HTMLInputElement).select?.();
      return document.activeElement === el;
    case "hit": {
      // What a pointer at the element's centre would touch: the element itself, or what covers it.
      if (!el) return "no element";
      const box = el.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
        el.scrollIntoView({ block: "center", inline: "center" });
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (top && (top === el || el.contains(top))) return "ok";
      if (!top) return "covered by nothing (off screen)";
      const cover = top.closest("[data-sonner-toast], [role=dialog], [id], [class]") ?? top;
      return `covered by <${cover.tagName.toLowerCase()}${cover.id ? `#${cover.id}` : ""}> "${norm(cover.textContent).slice(0, 60)}"`;
    }
    case "centre": {
      if (!el) return null;
      if (action.scroll) el.scrollIntoView({ block: "center", inline: "center" });
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }
  }
}
