// Unsaved work never vanishes on a move (docs/admin.md#unsaved-changes, decision 070). While a view holds unsaved
// work, every way out of it asks first: the admin's own navigations (the router's aroundNav, guardedNavigate), the
// browser's Back and Forward (a popstate, undone until the person decides) and closing or reloading the tab
// (beforeunload: the browser's own question). The admin's router reads the address from here, which moves only when
// this module lets it: the app's own router may hear a popstate first (listeners run in the order they were added,
// capturing or not) and render before this module has decided, and a render showing the other entry would drop the
// draft. One admin per page, so the state is the module's; its listeners stay for the page's life.

/** Each history entry the admin writes carries its place, so a Back or Forward can be undone by as many steps. */
const INDEX = "adminIndex";
/** ... and, when pushed, the address it was opened from: a Back button goes back in history when that is its parent. */
const FROM = "adminFrom";

type Ask = (leave: () => void) => void;

const holds = new Set<symbol>();
let ask: Ask | null = null;
let shownIndex = 0;
/** Our own traversals (undoing a Back or Forward) still to arrive: they move nothing. */
let undoing = 0;

// ---- The address the admin shows ----------------------------------------------------------------------------------

type Address = { path: string; search: string };
const here = (): Address => ({ path: location.pathname, search: location.search });
/** The address last shown, and the one held while a Back or Forward is being undone (null: the browser's own). */
let current = here();
let held: Address | null = null;
const subscribers = new Set<() => void>();

/** Shows the browser's address (after an allowed move, or once a held one is undone). */
function showAddress() {
  held = null;
  current = here();
  for (const notify of subscribers) notify();
}

export function subscribeAddress(notify: () => void): () => void {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
}
export const shownPath = () => (held ?? current).path;
export const shownSearch = () => (held ?? current).search;

// ---- Unsaved work ---------------------------------------------------------------------------------------------------

const field = (state: unknown, key: string): unknown =>
  state && typeof state === "object" ? (state as Record<string, unknown>)[key] : undefined;
const indexOf = (state: unknown): number | undefined => {
  const value = field(state, INDEX);
  return typeof value === "number" ? value : undefined;
};

/** Keeps the shown view from being left without asking until the returned function is called. */
export function hold(): () => void {
  const token = Symbol("unsaved");
  holds.add(token);
  return () => void holds.delete(token);
}

/** Runs `leave` at once when nothing is unsaved; otherwise asks, and runs it (letting go of the unsaved work) only if the person leaves. */
export function confirmLeave(leave: () => void): void {
  if (!holds.size || !ask) return leave();
  ask(() => {
    holds.clear();
    leave();
  });
}

/** Leaves without asking: the unsaved work is gone whatever happens (its response was erased). */
export function leaveWithoutAsking(leave: () => void): void {
  holds.clear();
  leave();
}

/** The history state of an admin navigation: its place and, for a push, the address it was opened from. */
function stamp(state: unknown, replace: boolean): Record<string, unknown> {
  const own = state && typeof state === "object" ? (state as Record<string, unknown>) : {};
  return replace
    ? { ...own, [INDEX]: shownIndex, [FROM]: field(history.state, FROM) }
    : { ...own, [INDEX]: shownIndex + 1, [FROM]: location.pathname + location.search };
}

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * The admin router's aroundNav: every navigation is stamped; a push asks first while work is unsaved. A replace is the
 * same view's address changing (the list's filters as they are typed), never a way out, so it never asks.
 */
export function guardedNavigate(navigate: Navigate, to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const replace = options.replace ?? false;
  const go = () => {
    navigate(to, { ...options, state: stamp(options.state, replace) });
    shownIndex = indexOf(history.state) ?? shownIndex;
  };
  if (replace) go();
  else confirmLeave(go);
}

/** The address the shown entry was opened from by the admin itself; null after a reload of a first entry or a link from elsewhere. */
export function openedFrom(): string | null {
  const from = field(history.state, FROM);
  return typeof from === "string" ? from : null;
}

function onPopState(event: PopStateEvent) {
  if (undoing > 0) {
    undoing--;
    if (undoing === 0) showAddress();
    return;
  }
  const to = indexOf(event.state);
  if (!holds.size || !ask) {
    shownIndex = to ?? 0;
    showAddress();
    return;
  }
  // The admin keeps showing its address and the draft; the browser's place in history is put back, and moved again
  // only if the person leaves. An entry the admin did not write comes before its first (the page it was opened from).
  const delta = to === undefined ? -1 : to - shownIndex;
  if (delta === 0) return;
  held = current;
  undoing++;
  history.go(-delta);
  ask(() => {
    holds.clear();
    history.go(delta);
  });
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!holds.size) return;
  event.preventDefault();
  // Browsers before the standard preventDefault (older Safari) look at returnValue.
  event.returnValue = "";
}

// wouter announces its pushes and replaces with these events (it wraps history.pushState and replaceState).
for (const type of ["pushState", "replaceState", "hashchange"]) window.addEventListener(type, showAddress);
window.addEventListener("popstate", onPopState);
window.addEventListener("beforeunload", onBeforeUnload);

/** Starts asking: `askPerson` shows the question and calls its argument if the person leaves. Returns the way to stop. */
export function installLeaveGuard(askPerson: Ask): () => void {
  ask = askPerson;
  undoing = 0;
  shownIndex = indexOf(history.state) ?? 0;
  if (indexOf(history.state) === undefined) history.replaceState({ ...(history.state as object | null), [INDEX]: shownIndex }, "");
  showAddress();
  return () => {
    if (ask === askPerson) ask = null;
  };
}
