// The one extra load of decision 024, against the real e2e server: only a timeout while the server
// answers the same URL is loaded once more; anything else fails as it did.
import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";
import { navigateOnceMoreIfStalled } from "./stalled-load";

const timeout = () => Object.assign(new Error("Navigation timeout of 30000 ms exceeded"), { name: "TimeoutError" });

function navigation(outcomes: ("timeout" | "refused" | "loaded")[]) {
  let calls = 0;
  const navigate = async () => {
    const outcome = outcomes[calls++];
    if (outcome === "timeout") throw timeout();
    if (outcome === "refused") throw new Error("net::ERR_CONNECTION_REFUSED");
    return "loaded";
  };
  return { navigate, calls: () => calls };
}

describe("navigateOnceMoreIfStalled", () => {
  it("loads once more when the load timed out and the server answers the page", async () => {
    const nav = navigation(["timeout", "loaded"]);
    expect(await navigateOnceMoreIfStalled(`${baseURL()}/test/ceo`, nav.navigate)).toBe("loaded");
    expect(nav.calls()).toBe(2);
  });

  it("fails on a second stall", async () => {
    const nav = navigation(["timeout", "timeout", "loaded"]);
    await expect(navigateOnceMoreIfStalled(`${baseURL()}/test/ceo`, nav.navigate)).rejects.toThrow(/timeout/);
    expect(nav.calls()).toBe(2);
  });

  it("fails at once on any other error", async () => {
    const nav = navigation(["refused", "loaded"]);
    await expect(navigateOnceMoreIfStalled(`${baseURL()}/test/ceo`, nav.navigate)).rejects.toThrow(/REFUSED/);
    expect(nav.calls()).toBe(1);
  });

  it("fails when the server does not answer the page either", async () => {
    const nav = navigation(["timeout", "loaded"]);
    await expect(navigateOnceMoreIfStalled("http://127.0.0.1:9/test/ceo", nav.navigate)).rejects.toThrow(/timeout/);
    expect(nav.calls()).toBe(1);
  });
});
