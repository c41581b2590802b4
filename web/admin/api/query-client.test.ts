import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "./query-client";

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("QueryClient", () => {
  it("fetches a key once, however often it is ensured", async () => {
    const client = new QueryClient();
    const fetcher = vi.fn(async () => 1);
    client.ensure("a", fetcher);
    client.ensure("a", fetcher);
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getState("a")).toMatchObject({ status: "success", data: 1 });
  });

  it("keeps shown data when a refetch fails, and reports the error", async () => {
    const onError = vi.fn();
    const client = new QueryClient({ onError });
    let fail = false;
    client.subscribe("a", () => {});
    client.ensure("a", async () => {
      if (fail) throw new Error("boom");
      return "ok";
    });
    await settle();
    fail = true;
    await client.refetch("a");
    expect(client.getState("a")).toMatchObject({ status: "success", data: "ok" });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }), "a", client);
  });

  it("refetches shown keys on invalidate and drops the others", async () => {
    const client = new QueryClient();
    let n = 0;
    const fetcher = async () => ++n;
    client.subscribe("list:a", () => {});
    client.ensure("list:a", fetcher);
    client.ensure("list:b", fetcher);
    await settle();
    client.invalidate("list:");
    await settle();
    expect(client.getData("list:a")).toBe(3);
    expect(client.keys("list:")).toEqual(["list:a"]);
  });

  it("forgets a key only when nothing shows it", async () => {
    const client = new QueryClient();
    client.setData("a", 1);
    client.setData("b", 2);
    client.subscribe("b", () => {});
    client.forget("a");
    client.forget("b");
    expect(client.getState("a").status).toBe("pending");
    expect(client.getData("b")).toBe(2);
  });

  it("lets a write win over a fetch still on its way", async () => {
    const client = new QueryClient();
    let resolve: (v: string) => void = () => {};
    client.ensure("a", () => new Promise<string>((r) => (resolve = r)));
    client.setData("a", "written");
    resolve("fetched");
    await settle();
    expect(client.getData("a")).toBe("written");
  });
});
