// A switchable TCP relay between the browser and the real `wrangler dev`: the browser talks to the
// relay's port, and "offline" refuses new connections and cuts the open ones. It models the common
// real case (wifi without internet: the browser still says online) in every engine alike, and it is
// the only offline switch classic WebDriver (WebKit) has.
import { createServer, connect, type Socket } from "node:net";

export type NetworkSwitch = {
  /** The address the browser uses instead of the server's. */
  url: string;
  setOnline(online: boolean): void;
  close(): Promise<void>;
};

export async function startNetworkSwitch(target: string): Promise<NetworkSwitch> {
  const upstream = new URL(target);
  let online = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!online) return client.resetAndDestroy();
    const remote = connect(Number(upstream.port), upstream.hostname);
    for (const [a, b] of [
      [client, remote],
      [remote, client],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on("error", () => b.destroy());
      a.on("close", () => {
        open.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    setOnline(next) {
      online = next;
      if (!online) for (const socket of open) socket.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A polite close: the browser is gone by now, so nothing waits on these.
        for (const socket of open) socket.end();
        const force = setTimeout(() => open.forEach((socket) => socket.destroy()), 1000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
