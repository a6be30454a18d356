import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { CartMessageKey } from "./cart-messages";
import type { LocalItemType } from "./item-kinds";

/** The SIM kinds the shop sells (spec 03 §3). real_sim is the default. */
export const SimType = Schema.Literal("e_sim", "real_sim");
export type SimType = typeof SimType.Type;
export const SimTypes: ReadonlyArray<SimType> = ["e_sim", "real_sim"];
export const DEFAULT_SIM_TYPE: SimType = "real_sim";

/**
 * The catalogue item id of each SIM kind. The spec says each kind has its own item UUID without giving them; these
 * are the ids the fake API seeds. A deployment with other ids maps them in its adapter.
 */
export const SIM_ITEM_UUIDS: Readonly<Record<SimType, string>> = {
  e_sim: "3b0e51a0-0000-4000-8000-000000000001",
  real_sim: "3b0e51a0-0000-4000-8000-000000000002",
};

/** The item id of the fixed wireless SIM (a physical SIM sold with FWA broadband). */
export const FWA_SIM_ITEM_UUID = "3b0e51a0-0000-4000-8000-000000000003";

/** The local line kind of a SIM type. */
export const simLineType = (simType: SimType): LocalItemType => (simType === "e_sim" ? "esim" : "sim");

/** A SIM type named by a page or a stored order; none means the default, anything else is 'Unknown SIM type'. */
export const parseSimType = (value: string | undefined): Either.Either<SimType, CartMessageKey> => {
  if (value === undefined || value === "") return Either.right(DEFAULT_SIM_TYPE);
  return value === "e_sim" || value === "real_sim"
    ? Either.right(value)
    : Either.left("cart.unknown_sim_type");
};
