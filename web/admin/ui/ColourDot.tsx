import type { CategoryId } from "../../../schema/constants";

// Literal class names so UnoCSS finds them.
const DOT: Record<CategoryId, string> = { yellow: "bg-cat-yellow", blue: "bg-cat-blue", red: "bg-cat-red" };

/** Decoration only: the colour's name is always written beside it. */
export function ColourDot({ category }: { category: CategoryId }) {
  return <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full shrink-0 ${DOT[category]}`} />;
}
