import * as Effect from "effect/Effect";
import type { Storage } from "../../ports";
import { flowNetwork, type BroadbandFlow } from "../broadband-flow";
import type { BroadbandNetwork } from "../broadband-plan";
import { loadBroadbandDraft } from "./broadband-draft";
import { loadStoredBroadbandOrder, type StoredBroadbandOrder } from "./stored-order";

/** What a network's checkout page opens: the customer's order being set up, else the choices kept at checkout. */
export type BroadbandCheckout =
  | { readonly _tag: "Order"; readonly order: StoredBroadbandOrder }
  | { readonly _tag: "Choices"; readonly flow: BroadbandFlow }
  | { readonly _tag: "Nothing" };

/**
 * The broadband choice in progress for a network's checkout (checkout-ufb, checkout-fwa): the signed-in customer's
 * placed order of that network still being followed, else the choices kept when the flow reached checkout (a plan of
 * that network), else nothing, and the page says so.
 */
export const loadBroadbandCheckout = (
  network: BroadbandNetwork,
  customerUUID: string | undefined,
): Effect.Effect<BroadbandCheckout, never, Storage> =>
  Effect.gen(function* () {
    const order = customerUUID === undefined ? undefined : yield* loadStoredBroadbandOrder(customerUUID);
    if (order !== undefined && flowNetwork(order.flow) === network) return { _tag: "Order", order } as const;
    const flow = yield* loadBroadbandDraft;
    if (flow !== undefined && flowNetwork(flow) === network) return { _tag: "Choices", flow } as const;
    return { _tag: "Nothing" } as const;
  });
