// A re-test in a new round is a new response; the admin links it to the earlier one (decision 083), never the server by guessing
// from an email. The API contract.
import * as z from "zod/mini";

/** PUT /api/admin/responses/:id/retest: the earlier response this one re-takes, or null to unlink. */
export const RetestLinkSchema = z.object({
  previousId: z.nullable(
    z
      .string({ error: "previousId must be a response id or null" })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, "previousId is required"), z.maxLength(100, "previousId is too long")),
  ),
});

export type LinkedResponse = { id: string; name: string; completedAt: string };
/** GET /api/admin/responses/:id/retest: the earlier test this one re-takes, and the later one that re-takes it. */
export type Retest = { previous: LinkedResponse | null; next: LinkedResponse | null };
