import { createHash } from "node:crypto";
import type { World } from "./world";

/**
 * A SHA-256 of the world: a test reads it before and after a refused call to see that nothing changed. The server's
 * keys are left out: they never change while it runs, and not even a hash of them leaves the server (the control
 * door answers the digest). So are the kept replies of Idempotency-Keys: bookkeeping of the server, not the operator's
 * data.
 * Plain JSON, so key order counts: a handler that rewrote a record with the same values in another order shows as a
 * change, which errs on the safe side, and the digest stays cheap enough (a few ms) to take twice per fuzz run.
 */
export const worldDigest = (world: World): string =>
  createHash("sha256")
    .update(JSON.stringify({ ...world, secrets: undefined, idempotency: undefined }))
    .digest("hex");
