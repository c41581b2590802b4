import { defineConfig, presetWind3, type Variant } from "unocss";

/**
 * `hover:` only where the device really hovers: a touch screen keeps :hover on the last tapped spot,
 * so the tile at that place on the next question looked chosen (issue 27 item 4). Runs before the
 * preset's own `hover:`, so every hover class and shortcut gets it, the admin's too.
 */
const hoverOnlyWithPointer: Variant = {
  name: "hover-with-pointer",
  order: -1,
  match: (matcher) =>
    matcher.startsWith("hover:")
      ? { matcher: matcher.slice("hover:".length), selector: (s) => `${s}:hover`, parent: "@media (hover: hover) and (pointer: fine)" }
      : undefined,
};

export default defineConfig({
  presets: [presetWind3()],
  variants: [hoverOnlyWithPointer],
  theme: {
    colors: {
      brand: { DEFAULT: "#1d4ed8", dark: "#1e3a8a", light: "#dbeafe" },
      cat: { yellow: "#a16207", blue: "#1d4ed8", red: "#b91c1c" },
    },
  },
  shortcuts: {
    btn: "no-underline inline-flex items-center justify-center gap-2 min-h-11 min-w-11 px-5 rounded-lg font-semibold transition-colors focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 disabled:cursor-not-allowed",
    "btn-primary": "btn bg-brand text-white hover:bg-brand-dark",
    "btn-secondary": "btn bg-white text-brand border-2 border-brand hover:bg-brand-light",
    "btn-danger": "btn bg-red-700 text-white hover:bg-red-800",
    card: "rounded-xl bg-white shadow-sm border border-slate-200 p-6",
    field: "block w-full min-h-11 rounded-lg border border-slate-400 px-3 py-2 text-base focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand",
  },
});
