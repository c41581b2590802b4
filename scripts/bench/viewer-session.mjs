// A viewer's session written straight into a bench's local D1, signed with the bench's admin password the way the Worker signs
// a password session (worker/identity/sessions.ts, credential.ts): the bench then times what a viewer is sent, without single sign-on.
import { execFileSync } from "node:child_process";
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { root } from "../local/local-server.mjs";

/** Returns the Cookie header value of a new viewer session. */
export function viewerSession({ password, persistTo, config }) {
  const token = randomBytes(32).toString("base64url");
  const sid = createHash("sha256").update(token).digest("hex");
  const credential = createHmac("sha256", password).update(`sociality-session:${sid}`).digest("hex");
  const userId = randomUUID();
  const sess = JSON.stringify({ userId, method: "password", role: "viewer", credential, seen: Date.now() });
  const sql =
    `INSERT INTO users (id, email, role) VALUES ('${userId}', 'bench-viewer@example.org', 'viewer');` +
    `INSERT INTO sessions (sid, sess, expire) VALUES ('${sid}', '${sess}', ${Date.now() + 12 * 60 * 60 * 1000});`;
  const args = ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", config, "--command", sql];
  execFileSync(join(root, "node_modules", ".bin", "wrangler"), args, { stdio: ["ignore", "ignore", "inherit"] });
  return `sid=${token}`;
}
