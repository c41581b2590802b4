// npm run seed:demo -- --count 100000 : fills the local D1 that `npm start` serves with generated responses.
import { parseArgs } from "node:util";
import { migrateLocal } from "./local-server.mjs";
import { progress, seedResponses } from "./seed-lib.mjs";

const { values } = parseArgs({
  // --persist-to: another local state folder (as for `wrangler dev --persist-to`); default .wrangler/state.
  options: { count: { type: "string", default: "1000" }, seed: { type: "string" }, "persist-to": { type: "string" } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error("--count must be a whole number of responses, e.g. --count 100000");
  process.exit(1);
}

console.log("Applying local D1 migrations...");
const persistTo = values["persist-to"];
migrateLocal(persistTo);
const started = Date.now();
const written = await seedResponses({
  count,
  persistTo,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
  onProgress: progress("Seeding", count),
});
const secs = (Date.now() - started) / 1000;
console.log(`Added ${written} responses in ${secs.toFixed(1)} s (${Math.round(written / secs)} rows/s). Start the app with npm start and open /admin.`);
