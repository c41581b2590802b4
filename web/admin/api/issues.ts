import { HttpError } from "./http";

/** The per-field messages of our 400 body ({error, issues:[{path, message}]}), first message per field. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    const out: Record<string, string> = {};
    for (const i of body.issues ?? []) if (typeof i.path === "string" && typeof i.message === "string") out[i.path] ??= i.message;
    return out;
  } catch {
    return {};
  }
}
