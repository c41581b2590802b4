import { Hono } from "hono";
import { BatchEnvelopeSchema, type ImportAnswer } from "../../schema/save/batch";
import { applyBatch } from "../assessment/apply-batch";
import { audit } from "./audit";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { validJson } from "../http/validate";

// A signed-in admin brings a kiosk's answers in; the creation limit guards anonymous clients, not them.
const noLimit = async () => true;

/**
 * POST /api/admin/import: a part of a kiosk's export file (docs/offline.md#sync-at-the-speed-of-the-link escape hatch), decrypted in the
 * admin's browser. The same envelope, validation and upsert as the batch endpoint, each save with its
 * writeToken's SHA-256 in place of the token, so importing a file twice, or a file whose answers the
 * tablet later uploads itself, changes nothing.
 */
export const adminImportRoutes = new Hono<SessionEnv>().post(
  "/",
  requirePermission("importOutbox"),
  validJson(BatchEnvelopeSchema),
  async (c) => {
    // The file carries each save's writeToken hashed (docs/decisions/031): nothing in it writes through the public endpoints.
    const slots = await applyBatch(c.env.DB, c.req.valid("json").saves, noLimit, "tokenHash");
    const counts = { new: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const s of slots) counts[s.outcome]++;
    await audit(c.env.DB, { actor: c.get("user"), action: "responses.import", detail: counts });
    return c.json<ImportAnswer>({ results: slots.map((s) => ({ ...s.result, outcome: s.outcome })) });
  },
);
