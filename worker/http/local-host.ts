const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** `wrangler dev` on this machine: plain http, demo settings allowed, no HSTS pinning of localhost. */
export function isLocalHost(url: string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}
