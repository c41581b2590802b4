import { useEffect, type RefObject } from "react";

/** Scroll the window to the top whenever `key` changes (and on mount). */
export function useScrollToTop(key: unknown): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}

/** docs/product.md#screens-and-routes statement page: page 1 scrolls to the top, later pages bring `target` into view. */
export function useScrollToTopOrInto(key: unknown, toTop: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (toTop || !target.current) window.scrollTo({ top: 0, left: 0 });
    else target.current.scrollIntoView({ block: "start" });
  }, [key, toTop, target]);
}
