import { defineConfig } from "drizzle-kit";

// drizzle-kit generates SQL offline; wrangler applies it (`wrangler d1 migrations apply DB --local`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/tables.ts",
  out: "./migrations",
});
