// Small facts about a stored response, shared by the admin screens and the CSV export.

/** docs/product.md#validation: an answered statement is one whose value is not 0. */
export function answeredCount(responses: Record<string, number> | undefined): number {
  let n = 0;
  for (const key in responses) if (responses[key] !== 0) n++;
  return n;
}

/** A survey counts as given when any answer, location parts included, is not blank. */
export function hasDemographics(data: unknown): boolean {
  if (typeof data === "string") return data.trim() !== "";
  if (data && typeof data === "object") return Object.values(data).some(hasDemographics);
  return false;
}
