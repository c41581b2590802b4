// The page `npm run bench:map` builds with Vite and opens in Chromium: the real TeamMapFigure, with the app's styles, mounted on demand
// for a generated team, and timed from the mount to the frame that paints it (scripts/bench/bench-map.mjs).
import "virtual:uno.css";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { CATEGORIES, TITLES } from "../../../schema/constants";
import { TeamMapFigure, type MapMember } from "../../../web/admin/teams/map/TeamMapFigure";
import { mulberry32 } from "../prng.mjs";

const FIRST = ["Anna", "Bernd", "Chiara", "Dmitri", "Emeka", "Fatima", "Grace", "Hiroshi", "Ines", "José", "Katarzyna", "Liam"];
const LAST = ["Schmidt", "Okafor", "Rossi", "Ivanova", "Nakamura", "Fernández", "O'Brien", "Svensson", "Kowalski", "Nguyen"];

/** A team as the admin's map gets it: names, culture scores from 0 to 20, and a type (one in ten not determined). */
function team(size: number, seed: number): MapMember[] {
  const random = mulberry32(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const score = () => Math.round(random() * 20);
  return Array.from({ length: size }, (_, i) => ({
    name: `${pick(FIRST)} ${pick(LAST)} ${i + 1}`,
    scores: { rabbit: score(), dog: score(), cat: score() },
    type:
      random() < 0.1
        ? null
        : { intrinsicAttraction: TITLES.attraction[pick(CATEGORIES)], extrinsicPursuer: TITLES.pursuer[pick(CATEGORIES)] },
  }));
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
// A task queued from a frame's callback runs once that frame's style, layout and paint are done.
const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

/** Mounts the figure into a fresh root; the times from the mount to React's commit and to the painted frame, in ms. */
async function mountOnce(size: number, seed: number) {
  const members = team(size, seed);
  const host = document.getElementById("root")!;
  const container = host.appendChild(document.createElement("div"));
  await nextFrame();
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(<TeamMapFigure members={members} profile={{ rabbit: 8, dog: 12, cat: 6 }} />));
  const committed = performance.now();
  // Reading a size forces style and layout now, so the frame after it is paint alone.
  container.getBoundingClientRect();
  const laidOut = performance.now();
  const painted = await afterPaint();
  const svg = container.querySelector("svg")!;
  const result = {
    commitMs: committed - start,
    layoutMs: laidOut - committed,
    paintedMs: painted - start,
    circles: svg.querySelectorAll("circle").length,
    svgBytes: new TextEncoder().encode(svg.outerHTML).length,
    // Laid out at its real size, not collapsed: a figure of no size would paint nothing and time well.
    width: svg.getBoundingClientRect().width,
  };
  root.unmount();
  container.remove();
  return result;
}

declare global {
  interface Window {
    mountOnce: typeof mountOnce;
  }
}
window.mountOnce = mountOnce;
