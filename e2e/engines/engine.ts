// The small surface each engine's adapter implements (chromium.ts, firefox.ts, webkit.ts); the shared
// scenarios never see it directly, they use the engine-neutral Page (page.ts) built on top.

export type EngineName = "chromium" | "firefox" | "webkit";

export const ENGINES: readonly EngineName[] = ["chromium", "firefox", "webkit"];

/** The keys the scenarios press; each adapter maps them to its protocol's names. */
export type Key = "Enter" | "Escape" | "Tab" | "Shift+Tab" | "Space" | "Backspace";

export type Viewport = { width: number; height: number };

/** One isolated browsing session: its own storage, service workers and IndexedDB. */
export interface Tab {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page (awaiting a promise) and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Evaluates `expression`, which yields one element (or a string saying why not), and clicks it with
   * the engine's native input (scrolled into view first). Throws with the reason if it cannot.
   */
  click(expression: string): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The mouse in viewport coordinates; `steps` moves in that many hops (drags need intermediate moves). */
  mouseMove(x: number, y: number, steps?: number): Promise<void>;
  mouseDown(): Promise<void>;
  mouseUp(): Promise<void>;
  /**
   * Switches the browser's own offline mode where the engine has one (navigator.onLine false, the
   * `online` event on return); returns false where it has none (the network switch alone applies).
   */
  emulateOffline(offline: boolean): Promise<boolean>;
  /** Uncaught errors and Content-Security-Policy violations seen so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newTab(viewport: Viewport): Promise<Tab>;
  close(): Promise<void>;
}
