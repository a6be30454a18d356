import { createHash } from "node:crypto";

/** JSON with object keys sorted, so equal worlds give equal text whatever order their records grew in. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
};

/** A SHA-256 of the world: a test reads it before and after a refused call to see that nothing changed. */
export const worldDigest = (world: unknown): string =>
  createHash("sha256").update(canonical(world)).digest("hex");
