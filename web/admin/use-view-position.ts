import { useCallback, useLayoutEffect, useRef } from "react";
import { viewKey, type AdminView } from "../../schema/records/admin-views";

/** Where the page was when a response opened from it: restored when the response closes back to it. */
type ReturnPoint = { id: string; scroll: number; from: string };

/**
 * Where each move between views leaves the window: the page a response closes onto comes back where it was, its row
 * focused (when it is the one the response was opened from); any other view starts at the top. `moved` says a move
 * happened (not a sign-in or a reload), so the new view's heading may take the focus (FocusPageHeading).
 */
export function useViewPosition(view: AdminView) {
  const returnPoint = useRef<ReturnPoint | null>(null);
  const moved = useRef(false);
  const key = viewKey(view);
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    moved.current = true;
    const point = view.name === "response" ? null : returnPoint.current;
    if (view.name !== "response") returnPoint.current = null;
    if (!point || point.from !== key) {
      window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, point.scroll);
    visible(`[data-open-response="${CSS.escape(point.id)}"]`)?.focus();
  }, [key, view.name]);
  /** A response `id` opens from `page`: remember the scroll, to come back to it. */
  const rememberReturn = useCallback((id: string, page: AdminView) => {
    returnPoint.current = { id, scroll: window.scrollY, from: viewKey(page) };
  }, []);
  return { moved, rememberReturn };
}

/** The first match that is shown (the hidden dashboard or team page may hold the same row). */
export function visible(selector: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest("[hidden]"));
}
