// A TCP relay that makes the link between the browser and the server slow (the bench's slow link,
// docs/performance.md#quality-bars): every chunk takes half the round trip each way, in order, and a new connection sends
// nothing before one round trip has passed (the TCP handshake). Bandwidth is not limited.
import { connect, createServer } from "node:net";

/**
 * Relays 127.0.0.1:<port> to `target` (a URL) with `rttMs` added to every round trip.
 * Resolves to { url, port, close() }.
 */
export async function startDelayProxy(target, rttMs) {
  const upstream = new URL(target);
  const half = rttMs / 2;
  const sockets = new Set();

  /** Writes each chunk of `from` to `to` at max(its arrival, `readyAt`) + half a round trip, in order. */
  function relay(from, to, readyAt) {
    let last = 0;
    from.on("data", (chunk) => {
      const at = Math.max(Date.now(), readyAt, last) + half;
      last = at;
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, at - Date.now());
    });
    // An end or reset travels like data does: after the chunks before it.
    from.on("end", () => setTimeout(() => to.end(), Math.max(0, last - Date.now())));
    from.on("error", () => setTimeout(() => to.destroy(), Math.max(0, last - Date.now())));
    from.on("close", () => sockets.delete(from));
    sockets.add(from);
  }

  const server = createServer((client) => {
    const connectedAt = Date.now();
    const remote = connect(Number(upstream.port), upstream.hostname);
    relay(client, remote, connectedAt + rttMs);
    relay(remote, client, 0);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
