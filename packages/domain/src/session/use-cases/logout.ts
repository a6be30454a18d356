import * as Effect from "effect/Effect";
import { Storage } from "../../ports";
import { LOGOUT_CLEARS } from "../logout";

/**
 * AUTH-10: logout clears everything LOGOUT_CLEARS lists (session, payment methods, product selections, bound data,
 * cart) and nothing else: preferences such as the language survive.
 */
export const logout: Effect.Effect<void, never, Storage> = Effect.flatMap(Storage, (storage) =>
  Effect.forEach(LOGOUT_CLEARS, (key) => storage.remove(key), { discard: true }),
);
