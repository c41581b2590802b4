/** react-query's default back-off: 1 s, 2 s, 4 s ... capped at 30 s. */
export const defaultRetryDelay = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 30_000);

export async function withRetry<T>(
  run: () => Promise<T>,
  shouldRetry: (error: unknown, failures: number) => boolean,
  delay: (failures: number) => number = defaultRetryDelay,
): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await run();
    } catch (error) {
      if (!shouldRetry(error, failures)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay(failures)));
    }
  }
}
