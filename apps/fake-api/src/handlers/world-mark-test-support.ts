// Test support for the fake API's own tests (not used by the server).
import { deserialize, serialize } from "node:v8";
import { worldDigest } from "../world/digest";
import type { WorldStore } from "../world/store";
import type { World } from "../world/world";

/**
 * Marks the world as it stands; the returned function tells whether it is still that world by the digest's measure
 * (`store.digest()`, world/digest.ts). The same bytes of V8's serialization (node:v8) are the same world; only when
 * they differ (something the digest leaves out, such as a kept Idempotency-Key reply, or a real change) are the
 * digests compared, the marked world's read back from its bytes. Two serializations cost about a third of the CPU of
 * two digests (600 kB of JSON and its SHA-256 each).
 */
export const worldMark = (store: WorldStore): (() => boolean) => {
  const before = serialize(store.world);
  return () =>
    before.equals(serialize(store.world)) || worldDigest(deserialize(before) as World) === store.digest();
};
