import { SQL, getTableColumns, is, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * `SELECT <the row's values> WHERE <condition>`, for `db.insert(table).select(...)`: an upsert that
 * inserts the row only while the condition holds, and whose ON CONFLICT clause still updates an
 * existing row. The values follow the table's column order (the column list drizzle writes); a value
 * the row leaves out takes the column's default, as `.values()` would; a value may be SQL (a subquery).
 */
export function rowWhere<T extends SQLiteTable>(
  table: T,
  row: { [K in keyof T["$inferInsert"]]: T["$inferInsert"][K] | SQL },
  condition: SQL,
): SQL {
  const given: Record<string, unknown> = row;
  const values = Object.entries(getTableColumns(table))
    // drizzle leaves generated columns out of an INSERT's column list (Column.shouldDisableInsert).
    .filter(([, column]) => column.generated === undefined || column.generated.type === "byDefault")
    .map(([key, column]) => {
      const value = given[key] !== undefined ? given[key] : column.default !== undefined ? column.default : column.defaultFn?.();
      if (value === undefined || value === null) return sql`NULL`;
      return is(value, SQL) ? value : sql.param(value, column);
    });
  // SQLite needs the WHERE here anyway: without it `SELECT ... ON CONFLICT` is ambiguous to its parser.
  return sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`;
}
