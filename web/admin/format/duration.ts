/** docs/product.md#constants: completion time as m:ss with zero-padded seconds, N/A when missing. */
export function formatDuration(seconds: string | number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds === "") return "N/A";
  const total = Number(seconds);
  if (!Number.isFinite(total) || total < 0) return "N/A";
  const whole = Math.round(total);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}
