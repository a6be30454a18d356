import { randomBytes } from "node:crypto";

/**
 * A secret a link or a browser holds in place of a sign-in (an approval's code, an anonymous cart's token): drawn
 * from the system's random source, never from the world's seed (which is public), so it cannot be worked out from
 * an id or the seed. 16 bytes (128 bits), upper-case hex.
 */
export const unguessable = (bytes = 16): string => randomBytes(bytes).toString("hex").toUpperCase();
