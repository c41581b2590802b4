/**
 * The revision of each save this page's drain is sending right now. An answer given meanwhile must not
 * ride on the in-flight row's schedule (it was due, so the answer would go at the next tick): it starts
 * its own hold (web/sync/outbox.ts). Another context's drain (the service worker's) is not known here;
 * then the answer goes within one tick, which costs a request and loses nothing.
 */
const sending = new Map<string, number>();

export function markSending(rows: { id: string; revision: number }[]): void {
  for (const row of rows) sending.set(row.id, row.revision);
}

export function doneSending(rows: { id: string }[]): void {
  for (const row of rows) sending.delete(row.id);
}

export const sendingRevision = (id: string): number | undefined => sending.get(id);
