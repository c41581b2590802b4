// The escape hatch's file (docs/offline.md#sync-at-the-speed-of-the-link): a kiosk's outbox and failed list, sealed with a staff
// passphrase.
import * as z from "zod/mini";

export const ESCAPE_FORMAT = "sociality-outbox-export";

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256: about half a second on a tablet, for each guess too. */
export const PBKDF2_ITERATIONS = 600_000;

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"));

/** The file as written: the key's derivation and the cipher in the clear, the content sealed. */
export const SealedFileSchema = z.object({
  format: z.literal(ESCAPE_FORMAT, { error: "This is not a kiosk export file" }),
  version: z.literal(1, { error: "This export file is from a newer version of the app" }),
  kdf: z.object({
    name: z.literal("PBKDF2"),
    hash: z.literal("SHA-256"),
    // Exactly what the exporter writes: a weaker file is refused, and a forged one cannot make the admin's browser spin.
    iterations: z.literal(PBKDF2_ITERATIONS, {
      error: `This file asks for a key derivation other than the app's (${PBKDF2_ITERATIONS.toLocaleString("en-US")} rounds): it was not exported by a kiosk, so it is not opened`,
    }),
    salt: base64,
  }),
  cipher: z.object({ name: z.literal("AES-GCM"), iv: base64 }),
  data: base64,
});
type AcceptedFile = z.infer<typeof SealedFileSchema>;
/** Any sealed file's shape (seal and unseal take any round count); what the importer accepts is SealedFileSchema's. */
export type SealedFile = Omit<AcceptedFile, "kdf"> & { kdf: Omit<AcceptedFile["kdf"], "iterations"> & { iterations: number } };

/** One queued save as exported: the batch endpoint's body (a save plus isCompleted) and where it stood. */
export const ExportedItemSchema = z.object({
  save: z.unknown(),
  status: z.enum(["pending", "failed"]),
  lastError: z.nullable(z.string()),
  queuedAt: z.number(),
});
export type ExportedItem = z.infer<typeof ExportedItemSchema>;

/** What the sealed data holds. The saves themselves are judged by the server on import. */
export const ExportContentSchema = z.object({
  deviceId: z.string(),
  exportedAt: z.string(),
  items: z.array(ExportedItemSchema),
});
export type ExportContent = z.infer<typeof ExportContentSchema>;
