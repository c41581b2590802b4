/**
 * Evaluated in the page before something is measured: resolves once no CSS animation runs. A step
 * fades and rises in (`step-enter`, uno.config.ts): mid-way its text is half transparent, which fails
 * colour contrast, and it sits a few pixels low. Animations that repeat forever (a spinner) are left.
 * Self-contained, because the engines send its source text to the page.
 */
export async function animationsSettled(): Promise<void> {
  const running = document
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined));
  await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 3000))]);
}
