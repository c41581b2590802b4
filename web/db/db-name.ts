/** The respondent app's IndexedDB database (web/db/db.ts describes its stores). */
export const DB_NAME = "sociality";
