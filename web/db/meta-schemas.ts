// What each key of the device's meta table holds, and how it is read back (docs/offline.md, what the device
// stores): every value goes through its schema; a value that does not parse is repaired where a default is
// safe, else discarded (read as absent), never cast.
import * as z from "zod/mini";
import { AUDIENCES, RESULT_SETTINGS } from "../../schema/constants";
import { DEVICE_KEY_RE } from "../../schema/live/device-health";
import type { Language } from "../../schema/assessment/languages";
import { FREE_PIN_TRIES, PinLockSchema, type PinLock } from "../../schema/kiosk/kiosk-pin";
import { parseKioskSettings, type KioskSettings } from "../../schema/kiosk/kiosk-settings";
import type { PublicTeam } from "../../schema/teams/team-api";

/** What a key is read through: a zod schema, or a reader that repairs and so always answers (lighter than zod's pipe and catch). */
export type MetaReader<T> = { safeParse(raw: unknown): { success: boolean; data?: T } };
const repairing = <T>(repair: (raw: unknown) => T): MetaReader<T> => ({ safeParse: (raw) => ({ success: true, data: repair(raw) }) });

/** A lock that cannot be read counts as the longest one, so wiping it never frees guessing (parsePinLock caps the wait). */
const LONGEST_LOCK: PinLock = { failures: FREE_PIN_TRIES, lockedUntil: Number.MAX_SAFE_INTEGER };

const epochMs = z.number().check(z.gte(0));

/** A refused final save kept for support: ids and reasons only, no answers. */
const RefusedFinalSchema = z.object({ id: z.string(), revision: z.int(), at: epochMs, reason: z.string() });
export type RefusedFinal = z.infer<typeof RefusedFinalSchema>;

/** A list keeps its readable entries: one damaged note does not cost the others. */
const refusedFinalList = (raw: unknown): RefusedFinal[] =>
  Array.isArray(raw) ? raw.flatMap((item: unknown) => RefusedFinalSchema.safeParse(item).data ?? []) : [];

const schemas = {
  deviceId: z.string().check(z.minLength(1)),
  /** The key its health reports prove the device with (decision 062); one that cannot be read is made anew. */
  deviceKey: z.string().check(z.regex(DEVICE_KEY_RE)),
  lastUploadAt: epochMs,
  uploadsPausedUntil: epochMs,
  /** Saves per upload, a diagnosis (absent = 50): web/sync/drain.ts caps it. */
  uploadBatchSize: z.number().check(z.gte(1)),
  /** How long answers inside a step wait for its end (absent = 45 s): web/sync/hold.ts only lets it shorten that; the e2e tests do. */
  uploadHoldMs: z.number().check(z.gte(0)),
  /** Repaired field by field; a PIN that cannot be read keeps the kiosk locked (schema/kiosk/kiosk-settings.ts). */
  kiosk: repairing<KioskSettings>(parseKioskSettings),
  kioskPinLock: repairing<PinLock>((raw) => PinLockSchema.safeParse(raw).data ?? LONGEST_LOCK),
  refusedFinalSaves: repairing(refusedFinalList),
  /** RESULT_ON_COMPLETION as the server last said it (decision 066), for the completion screen offline. */
  resultOnCompletion: z.enum(RESULT_SETTINGS),
};

export type MetaKey = keyof typeof schemas;
export type MetaValue<K extends MetaKey> = (typeof schemas)[K] extends MetaReader<infer T> ? T : never;
/** The same schemas, typed so that a key picks its schema's output (a generic key indexes a mapped type). */
export const META_SCHEMAS: { [K in MetaKey]: MetaReader<MetaValue<K>> } = schemas;

/** GET /api/teams/:code's answer, checked against the API's type. */
export const PublicTeamSchema: z.ZodMiniType<PublicTeam> = z.object({ name: z.string(), audience: z.enum(AUDIENCES) });
/** One language's statements per language (meta `content:LANGUAGE`), for offline use (docs/languages.md#offline). */
export const contentMetaKey = (language: Language) => `content:${language}`;

/** A team's public name per join code (meta `team:CODE`); null remembers a 404. An older cache held a bare name: discarded. */
export const CachedTeamSchema = z.nullable(PublicTeamSchema);
export type CachedTeam = z.infer<typeof CachedTeamSchema>;
export const teamMetaKey = (code: string) => `team:${code}`;
