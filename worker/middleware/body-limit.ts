import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "../../schema/constants";

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json({ error: "Request body too large", issues: [{ path: "", message: "The body must be 256 KB or smaller" }] }, 413),
});
