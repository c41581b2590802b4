// Retention of unfinished responses (docs/admin.md#identity-audit-and-data-rights): how long an incomplete response may lie untouched.

// RETENTION_DAYS itself is read with the Worker's other vars (schema/worker-env.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Incomplete responses last touched before this moment are deleted. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
