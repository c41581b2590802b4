import { ExportContentSchema, SealedFileSchema, type ExportContent } from "../../schema/kiosk/escape-file";
import { unseal } from "./seal";
import { withTokenHashed } from "./token-hash";

/** The file is not a kiosk export (or is damaged): said before any passphrase is tried. */
export class NotAnExportError extends Error {
  constructor(message = "This is not a kiosk export file.") {
    super(message);
    this.name = "NotAnExportError";
  }
}

/** The version and the key derivation have their own words; any other damage is "not a kiosk export". */
function explained(issue?: { path: PropertyKey[]; message: string }): string | undefined {
  if (!issue) return undefined;
  const path = issue.path.map(String).join(".");
  return path === "version" || path === "kdf.iterations" ? `${issue.message}.` : undefined;
}

/**
 * Opens a kiosk's export file with its passphrase: the saves inside, in the order they were queued.
 * Throws NotAnExportError for another file, WrongPassphraseError (escape/seal.ts) for a wrong passphrase.
 */
export async function readExport(text: string, passphrase: string): Promise<ExportContent> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new NotAnExportError();
  }
  const file = SealedFileSchema.safeParse(parsed);
  if (!file.success) throw new NotAnExportError(explained(file.error.issues[0]));
  const content = ExportContentSchema.safeParse(await unseal(file.data, passphrase));
  if (!content.success) throw new NotAnExportError("The file opened, but what it holds is not a kiosk's queue.");
  // A previous version's file carries the tokens themselves: hashed here, they go no further than this browser.
  const items = await Promise.all(content.data.items.map(async (item) => ({ ...item, save: await withTokenHashed(item.save) })));
  return { ...content.data, items };
}
