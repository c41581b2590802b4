// What a person would see as broken at one width: the page wider than the screen, a control on top
// of another, a control's text cut off, a target smaller than a fingertip (docs/flow.md#layout).

export type LayoutProblem = { kind: "overflow" | "overlap" | "clipped" | "small-target"; what: string };

/**
 * Runs inside the page (serialised by playwright: no imports, no outer names). `minTarget` is the
 * smallest width and height of a touch target in CSS pixels.
 */
export function measureLayout(minTarget: number): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewport = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const name = (el.getAttribute("aria-label") ?? (el as HTMLInputElement).placeholder ?? "") || (el.textContent ?? "").trim();
    const test = el.getAttribute("data-testid");
    return `<${el.tagName.toLowerCase()}${test ? ` data-testid=${test}` : ""}> "${name.replace(/\s+/g, " ").slice(0, 40)}"`;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    // checkVisibility also skips what a closed <details> holds: it keeps a box there, drawn nowhere.
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && !el.closest("[aria-hidden='true'], [inert]");
  };

  if (document.documentElement.scrollWidth > viewport + 1) {
    const wide = [...document.body.querySelectorAll("*")].filter((el) => shown(el) && el.getBoundingClientRect().right > viewport + 1);
    // The innermost culprits say more than the containers that hold them.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    problems.push({
      kind: "overflow",
      what: `page ${document.documentElement.scrollWidth} px wide in ${viewport} px: ${innermost.slice(0, 3).map(describe).join(", ")}`,
    });
  }

  // A region that scrolls sideways hides what is past its edge just as the page would.
  for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
    const style = getComputedStyle(el);
    if (/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && shown(el)) {
      problems.push({ kind: "overflow", what: `${describe(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px` });
    }
  }

  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=menuitem], [role=checkbox], [role=radio], [role=switch]",
    ),
  ].filter(shown);
  // A checkbox or radio is tapped through its label; a control nested in another is one target.
  const target = (el: HTMLElement) => {
    const label = (el as HTMLInputElement).labels?.[0];
    return ["checkbox", "radio"].includes((el as HTMLInputElement).type) && label ? label : el;
  };
  const outer = controls.filter((el) => !controls.some((other) => other !== el && other.contains(el)));

  for (const el of outer) {
    const r = target(el).getBoundingClientRect();
    // A link inside a sentence is exempt, as WCAG 2.5.8 allows: the sentence sets its size.
    const inline =
      el.tagName === "A" &&
      getComputedStyle(el).display === "inline" &&
      el.parentElement &&
      /^(P|LI|SPAN|SMALL|TD)$/.test(el.parentElement.tagName);
    if (!inline && (r.width < minTarget - 0.5 || r.height < minTarget - 0.5)) {
      problems.push({ kind: "small-target", what: `${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px` });
    }
  }

  for (let i = 0; i < outer.length; i++) {
    const a = target(outer[i]!).getBoundingClientRect();
    for (let j = i + 1; j < outer.length; j++) {
      const bEl = target(outer[j]!);
      if (bEl.contains(outer[i]!) || target(outer[i]!).contains(bEl)) continue;
      const b = bEl.getBoundingClientRect();
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1)
        problems.push({
          kind: "overlap",
          what: `${describe(outer[i]!)} overlaps ${describe(outer[j]!)} by ${Math.round(x)}×${Math.round(y)} px`,
        });
    }
  }

  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const el of outer) {
    const style = getComputedStyle(el);
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Truncation on purpose shows the whole value on hover and focus (a title), so it is not a fault.
    if (el.title) continue;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      // An empty field shows its placeholder, in the placeholder's own font.
      const font = el.value ? style : getComputedStyle(el, "::placeholder");
      canvas.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
      const text = el.value || el.placeholder;
      const textual = el instanceof HTMLInputElement && ["text", "email", "url", "search", "tel", "number", "password"].includes(el.type);
      if (text && textual && canvas.measureText(text).width > inner + 1) {
        problems.push({
          kind: "clipped",
          what: `${describe(el)}: "${text}" needs ${Math.ceil(canvas.measureText(text).width)} px of ${Math.floor(inner)}`,
        });
      }
    } else if (el.scrollWidth > el.clientWidth + 1) {
      problems.push({ kind: "clipped", what: `${describe(el)}: content ${el.scrollWidth} px wide in ${el.clientWidth} px` });
    } else if (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== "visible") {
      problems.push({ kind: "clipped", what: `${describe(el)}: content ${el.scrollHeight} px tall in ${el.clientHeight} px` });
    }
  }
  return problems;
}
