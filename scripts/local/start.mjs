// `npm start`: build the app, apply local D1 migrations, serve app + API + admin on one port.
import { buildWeb, ensureDevVars, migrateLocal, serve } from "./local-server.mjs";

const port = Number(process.env.PORT || 8787);
console.log("Building the web app...");
buildWeb();
ensureDevVars();
console.log("Applying local D1 migrations...");
migrateLocal();
console.log("Starting wrangler dev (local mode)...");
const server = await serve({ port });
console.log(`\n  Sociality is running at ${server.url}\n  Admin dashboard: ${server.url}/admin\n`);
const shutdown = () => {
  server.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
server.child.on("exit", (code) => process.exit(code ?? 0));
