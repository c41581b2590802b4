// @unocss-include — UnoCSS scans only .tsx by default; these class names must reach the CSS.
import type { CategoryId } from "../../../schema/constants";

/** Colour classes per profile; full class names so UnoCSS finds them. Text colours keep ≥ 4.5:1 on their backgrounds. */
export const TONE: Record<CategoryId, { bar: string; soft: string; text: string; border: string }> = {
  yellow: { bar: "bg-cat-yellow", soft: "bg-yellow-50", text: "text-cat-yellow", border: "border-cat-yellow" },
  blue: { bar: "bg-cat-blue", soft: "bg-blue-50", text: "text-cat-blue", border: "border-cat-blue" },
  red: { bar: "bg-cat-red", soft: "bg-red-50", text: "text-cat-red", border: "border-cat-red" },
};
