/**
 * A minimal query cache (the part of TanStack Query the admin needs, without the dependency):
 * one entry per key, fetched once and never refetched by itself (SPEC §7), refetched on demand or
 * when invalidated, shared by every component that reads the key.
 */
export type QueryState<T> = {
  status: "pending" | "success" | "error";
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
};

/** Gets the data; a refetch receives the current data (the response list refetches its loaded pages). */
export type Fetcher<T> = (current: T | undefined) => Promise<T>;

type Entry = {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  fetcher: Fetcher<unknown> | null;
  generation: number;
};

export type QueryClientOptions = {
  /** Every failed fetch ends here as well (session expiry, access denied). */
  onError?: (error: unknown, key: string, client: QueryClient) => void;
  retryDelay?: (failures: number) => number;
};

const PENDING: QueryState<never> = { status: "pending", data: undefined, error: null, isFetching: false };

export class QueryClient {
  readonly options: QueryClientOptions;
  private readonly entries = new Map<string, Entry>();

  constructor(options: QueryClientOptions = {}) {
    this.options = options;
  }

  getState<T>(key: string): QueryState<T> {
    return (this.entries.get(key)?.state as QueryState<T> | undefined) ?? PENDING;
  }

  getData<T>(key: string): T | undefined {
    return this.getState<T>(key).data;
  }

  subscribe(key: string, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Fetches the key unless it was already fetched or is being fetched. */
  ensure<T>(key: string, fetcher: Fetcher<T>): void {
    const entry = this.entry(key);
    if (entry.fetcher) return;
    entry.fetcher = fetcher as Fetcher<unknown>;
    void this.run(key, entry);
  }

  refetch(key: string): Promise<void> {
    const entry = this.entries.get(key);
    return entry?.fetcher ? this.run(key, entry) : Promise.resolve();
  }

  setData<T>(key: string, data: T | ((current: T | undefined) => T)): void {
    const entry = this.entry(key);
    const next = typeof data === "function" ? (data as (current: T | undefined) => T)(entry.state.data as T | undefined) : data;
    // A write wins over a fetch that is still on its way.
    entry.generation++;
    this.write(entry, { status: "success", data: next, error: null, isFetching: false });
  }

  /** Keys starting with `prefix`: shown ones refetch in the background, the others are dropped. */
  invalidate(prefix: string): void {
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.listeners.size > 0 && entry.fetcher) void this.run(key, entry);
      else if (entry.listeners.size === 0) this.entries.delete(key);
    }
  }

  /** Forgets one key that nothing shows, so its next reader fetches it afresh. */
  forget(key: string): void {
    if (!this.entries.get(key)?.listeners.size) this.entries.delete(key);
  }

  /** Forgets everything but `keep` (after the session ended). */
  clear(keep: string[] = []): void {
    for (const key of [...this.entries.keys()]) if (!keep.includes(key)) this.entries.delete(key);
  }

  keys(prefix: string): string[] {
    return [...this.entries.keys()].filter((k) => k.startsWith(prefix));
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: PENDING, listeners: new Set(), fetcher: null, generation: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private write(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  private async run(key: string, entry: Entry): Promise<void> {
    const fetcher = entry.fetcher;
    if (!fetcher) return;
    const generation = ++entry.generation;
    this.write(entry, { ...entry.state, isFetching: true });
    try {
      const data = await fetcher(entry.state.data);
      if (generation !== entry.generation) return;
      this.write(entry, { status: "success", data, error: null, isFetching: false });
    } catch (error) {
      if (generation !== entry.generation) return;
      // A failed background refresh keeps the data already shown.
      const hasData = entry.state.data !== undefined;
      this.write(entry, { status: hasData ? "success" : "error", data: entry.state.data, error, isFetching: false });
      this.options.onError?.(error, key, this);
    }
  }
}
