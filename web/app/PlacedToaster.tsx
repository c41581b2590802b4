import { useEffect, useState } from "react";
import { Toaster, useSonner, type ToasterProps } from "sonner";
import { freeTop, toastSpan, type Box } from "./toast-place";

/**
 * What a toast must not cover: the controls the layout check measures (e2e/layout/measure.ts), and a page's header, which
 * says who is signed in to the admin and where a respondent is.
 */
const AVOID =
  "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=menuitem], [role=checkbox], [role=radio], [role=switch], header";
/** A toast with a title and a line of description, until the one on screen can be measured. */
const ESTIMATED_HEIGHT = 76;

/** The controls and headers on screen now, the toasts' own left out. */
function avoidOnScreen(): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(AVOID)) {
    if (el.closest("[data-sonner-toaster]")) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true })) continue;
    boxes.push(r);
  }
  return boxes;
}

function placeNow(): number {
  const toast = document.querySelector("[data-sonner-toast][data-front='true']") ?? document.querySelector("[data-sonner-toast]");
  const height = toast?.getBoundingClientRect().height || ESTIMATED_HEIGHT;
  return freeTop(avoidOnScreen(), toastSpan(document.documentElement.clientWidth), height, window.innerHeight);
}

/**
 * sonner's Toaster at the top, lowered past whatever control or header it would cover (decision 068): placed as a toast appears,
 * and again while it shows when the page scrolls, resizes or changes under it. Loaded with sonner, after the first paint.
 */
export default function PlacedToaster(props: Omit<ToasterProps, "position" | "offset" | "mobileOffset">) {
  const showing = useSonner().toasts.length > 0;
  const [top, setTop] = useState(8);
  useEffect(() => {
    if (!showing) return;
    // In the next frame: the toast fades in from transparent meanwhile, so its first place is never seen.
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(placeNow()));
    };
    place();
    window.addEventListener("scroll", place, { passive: true, capture: true });
    window.addEventListener("resize", place);
    const changes = new MutationObserver(place);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
      changes.disconnect();
    };
  }, [showing]);
  return <Toaster {...props} position="top-center" offset={{ top }} mobileOffset={{ top, left: 16, right: 16 }} />;
}
