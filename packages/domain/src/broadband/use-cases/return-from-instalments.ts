import * as Effect from "effect/Effect";
import { settleInstalmentReturn, type AfterpayReturn, type InstalmentReturnQuery } from "../../checkout";
import { CheckoutApi } from "../../checkout/api";
import type { Analytics, Storage } from "../../ports";
import { BroadbandApi } from "../broadband-api";

/**
 * Back from the instalment provider with a broadband order (BB-01..03, afterpay-return?broadband=true): as the
 * e-shop's return, completed only when the operator says the order is paid. A fibre order is read from UFB_order,
 * a fixed wireless one (an e-shop order) from the e-shop's order detail.
 */
export const returnFromBroadbandInstalments = (
  query: InstalmentReturnQuery,
): Effect.Effect<AfterpayReturn, never, Storage | Analytics | CheckoutApi | BroadbandApi> =>
  settleInstalmentReturn<BroadbandApi | CheckoutApi>(query, ({ kind, orderId, customerUUID }) =>
    kind === "ufb"
      ? Effect.flatMap(BroadbandApi, (api) =>
          Effect.map(api.fibreGet("UFB_order", orderId), (order) => order.Status),
        )
      : Effect.flatMap(CheckoutApi, (api) =>
          Effect.map(api.order(customerUUID, orderId, "v2"), (order) => order.Status),
        ),
  );
