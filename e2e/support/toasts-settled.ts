/**
 * Evaluated in the page before axe runs: resolves once no toast is mid-transition. A toast fading in,
 * or the one before it fading out (one toast at a time, docs/product.md#constants), has half-transparent text that
 * fails colour contrast though the settled toast passes; axe skips a toast at opacity 0.
 * Self-contained, because the engines send its source text to the page.
 */
export async function toastsSettled(): Promise<void> {
  const deadline = Date.now() + 3000;
  const settled = () =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => {
      // Not yet mounted = about to fade in; a running transition (its own or its text's) = mid-fade.
      const opacity = getComputedStyle(toast).opacity;
      const still = toast.getAttribute("data-mounted") === "true" && toast.getAnimations({ subtree: true }).length === 0;
      return still && (opacity === "0" || opacity === "1");
    });
  while (!settled() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
