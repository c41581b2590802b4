// Retention of unfinished responses (docs/admin.md#identity-audit-and-data-rights): how long an incomplete response may lie untouched.

export const DEFAULT_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** RETENTION_DAYS from the configuration: a whole number of days from 1; anything else means the default. */
export function retentionDays(value: string | undefined): number {
  const days = Number(value?.trim());
  return Number.isInteger(days) && days >= 1 && days <= 36_500 ? days : DEFAULT_RETENTION_DAYS;
}

/** Incomplete responses last touched before this moment are deleted. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
