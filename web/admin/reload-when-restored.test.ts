import { describe, expect, it, vi } from "vitest";
import { reloadWhenRestored } from "./reload-when-restored";

const pageshow = (persisted: boolean) => Object.assign(new Event("pageshow"), { persisted });

describe("an admin page restored from the back/forward cache", () => {
  it("hides what it showed and reloads, so the session is checked again", () => {
    const target = new EventTarget();
    const body = { hidden: false };
    const reload = vi.fn();
    reloadWhenRestored(target, body, reload);
    target.dispatchEvent(pageshow(true));
    expect(body.hidden).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a plain load is left alone, and nothing happens once the page stops listening", () => {
    const target = new EventTarget();
    const body = { hidden: false };
    const reload = vi.fn();
    const stop = reloadWhenRestored(target, body, reload);
    target.dispatchEvent(pageshow(false));
    stop();
    target.dispatchEvent(pageshow(true));
    expect(body.hidden).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
