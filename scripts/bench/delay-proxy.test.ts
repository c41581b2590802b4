import { Agent, createServer, request, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDelayProxy } from "./delay-proxy.mjs";

const RTT = 200;
let origin: Server;
let originUrl = "";

beforeAll(async () => {
  // Echoes the request body, so order and content through the relay can be checked.
  origin = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => res.end(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  const address = origin.address();
  originUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** POSTs `body` through `url` with `agent`; answers the echoed text and the milliseconds it took. */
function post(url: string, body: string, agent: Agent): Promise<{ text: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ text: Buffer.concat(chunks).toString(), ms: performance.now() - start }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("startDelayProxy (the slow link of bench:sync)", () => {
  it("relays every byte in order, a new connection after one round trip for its handshake and one for the request; a kept-alive one after one", async () => {
    const proxy = await startDelayProxy(originUrl, RTT);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Array.from({ length: 20_000 }, (_, i) => i).join(",");
      const first = await post(proxy.url, body, agent);
      expect(first.text).toBe(body);
      // Lower bounds only: the relay can never be faster than the link it models.
      expect(first.ms).toBeGreaterThanOrEqual(2 * RTT - 5);
      const second = await post(proxy.url, "again", agent);
      expect(second.text).toBe("again");
      expect(second.ms).toBeGreaterThanOrEqual(RTT - 5);
    } finally {
      agent.destroy();
      await proxy.close();
    }
  });
});
