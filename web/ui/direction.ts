// Right to left (docs/languages.md#right-to-left): layout mirrors by itself through logical CSS, but a
// horizontal arrow key means what it points at, so its logical meaning flips with the direction.

/** Whether `element` is laid out right to left: its nearest `dir` (the page's, set with the language). */
export function isRtl(element: Element): boolean {
  return element.closest("[dir]")?.getAttribute("dir") === "rtl";
}

/**
 * The logical step of a key where `element` is: ArrowRight goes to the next item (+1) left to right and to
 * the previous one (-1) right to left, ArrowLeft the other way round; any other key is 0.
 */
export function inlineStep(key: string, element: Element): -1 | 0 | 1 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  return (key === "ArrowRight") !== isRtl(element) ? 1 : -1;
}
