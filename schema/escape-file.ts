// The escape hatch's file (DESIGN §11): a kiosk's outbox and failed list, sealed with a staff passphrase.
import * as z from "zod/mini";

export const ESCAPE_FORMAT = "sociality-outbox-export";

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256: about half a second on a tablet, for each guess too. */
export const PBKDF2_ITERATIONS = 600_000;

/** At least this long: a passphrase is the only thing between a lost file and its respondents' data. */
export const MIN_PASSPHRASE_LENGTH = 10;

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"));

/** The file as written: the key's derivation and the cipher in the clear, the content sealed. */
export const SealedFileSchema = z.object({
  format: z.literal(ESCAPE_FORMAT, { error: "This is not a kiosk export file" }),
  version: z.literal(1, { error: "This export file is from a newer version of the app" }),
  kdf: z.object({
    name: z.literal("PBKDF2"),
    hash: z.literal("SHA-256"),
    // Bounded both ways: a weak file is refused, and a forged one cannot make the admin's browser spin for hours.
    iterations: z.int().check(z.gte(100_000), z.lte(10_000_000)),
    salt: base64,
  }),
  cipher: z.object({ name: z.literal("AES-GCM"), iv: base64 }),
  data: base64,
});
export type SealedFile = z.infer<typeof SealedFileSchema>;

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
