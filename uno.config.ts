import { defineConfig, presetWind3, type Variant } from "unocss";

/**
 * `hover:` only where the device really hovers: a touch screen keeps :hover on the last tapped spot,
 * so the tile at that place on the next question looked chosen. Runs before the
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
  // The identity, defined once (docs/flow.md#identity): the logo's blue, ink for text, and a fluid type scale.
  theme: {
    colors: {
      brand: { DEFAULT: "#1d4ed8", dark: "#1e3a8a", light: "#dbeafe", lighter: "#eff6ff" },
      ink: { DEFAULT: "#0f172a", muted: "#334155" },
      cat: { yellow: "#a16207", blue: "#1d4ed8", red: "#b91c1c" },
    },
    // Step headings from 30 px on a phone to 44 px on a laptop, tight; section headings from 20 to 24 px (decision 069).
    fontSize: {
      display: ["clamp(1.875rem, 1.4rem + 2.2vw, 2.75rem)", { "line-height": "1.1", "letter-spacing": "-0.02em" }],
      title: ["clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)", { "line-height": "1.3", "letter-spacing": "-0.01em" }],
    },
    // Steps and culture questions slide in: opacity and transform only, under 200 ms, and only where
    // motion is welcome (the `step-enter` shortcut puts it inside prefers-reduced-motion: no-preference).
    animation: {
      keyframes: { "step-in": "{from{opacity:0;transform:translateY(0.375rem)}to{opacity:1;transform:none}}" },
      durations: { "step-in": "180ms" },
      timingFns: { "step-in": "ease-out" },
    },
  },
  shortcuts: {
    btn: "no-underline inline-flex items-center justify-center gap-2 min-h-11 min-w-11 px-5 rounded-lg font-semibold transition-colors focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 disabled:cursor-not-allowed",
    "btn-primary": "btn bg-brand text-white hover:bg-brand-dark",
    "btn-secondary": "btn bg-white text-brand border-2 border-brand hover:bg-brand-light",
    "btn-danger": "btn bg-red-700 text-white hover:bg-red-800",
    card: "rounded-xl bg-white shadow-sm border border-slate-200 p-6",
    "step-enter": "motion-safe:animate-step-in",
    field:
      "block w-full min-h-11 rounded-lg border border-slate-400 px-3 py-2 text-base focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand",
  },
});
