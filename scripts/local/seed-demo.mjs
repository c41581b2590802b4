// npm run seed:demo -- --count 100000 : fills the local D1 that `npm start` serves with generated responses,
// and teams (docs/teams.md#the-rules) whose members are among them: by default one of 1,000, one of 25 and one of 4.
import { parseArgs } from "node:util";
import { migrateLocal } from "./local-server.mjs";
import { audienceCode, progress, seedResponses } from "./seed-lib.mjs";

const { values } = parseArgs({
  // --persist-to: another local state folder (as for `wrangler dev --persist-to`); default .wrangler/state.
  options: {
    count: { type: "string", default: "1000" },
    seed: { type: "string" },
    "persist-to": { type: "string" },
    // Members per team, comma-separated; "" for none. The first responses fill the teams in order.
    "team-sizes": { type: "string", default: "1000,25,4" },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error("--count must be a whole number of responses, e.g. --count 100000");
  process.exit(1);
}
const teamSizes = values["team-sizes"] ? values["team-sizes"].split(",").map(Number) : [];
if (teamSizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error("--team-sizes must be whole numbers separated by commas, e.g. --team-sizes 1000,25,4");
  process.exit(1);
}

console.log("Applying local D1 migrations...");
const persistTo = values["persist-to"];
migrateLocal(persistTo);
const started = Date.now();
const written = await seedResponses({
  count,
  persistTo,
  teamSizes,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
  onProgress: progress("Seeding", count),
});
const secs = (Date.now() - started) / 1000;
console.log(`Added ${written.responses} responses in ${secs.toFixed(1)} s (${Math.round(written.responses / secs)} rows/s).`);
for (const t of written.teams) {
  const links = ["ceo", "manager", "ic"].map((audience) => `/test/${audience}?team=${audienceCode(t, audience)}`);
  console.log(`Team ${t.name}: ${t.members} members, invite links ${links.join(" ")}`);
}
console.log("Start the app with npm start and open /admin.");
