import * as Schema from "effect/Schema";
import { SimActionKinds } from "./sim-actions";

/** What a SIM call was for: an action of the SIM card actions page or one of the other SIM calls. */
export const SimCallKind = Schema.Literal(...SimActionKinds, "settings", "roaming", "auth_code", "status");
export type SimCallKind = typeof SimCallKind.Type;

/** SIM calls fail with 'error occurred. try again later'; a swap has its own message (spec 02 §8). */
export const SIM_CALL_ERROR = "sim.call_error";
export const SIM_SWAP_ERROR = "sim.swap_error";

export const simErrorMessageKey = (call: SimCallKind): string =>
  call === "swap" ? SIM_SWAP_ERROR : SIM_CALL_ERROR;
