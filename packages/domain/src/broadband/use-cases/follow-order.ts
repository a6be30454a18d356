import * as Effect from "effect/Effect";
import { completePurchase, type SavedPurchase } from "../../checkout";
import { CheckoutApi } from "../../checkout/api";
import type { Analytics, ApiError, Storage } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import type { BroadbandOrderFailed, BroadbandOrderStillProcessing } from "../broadband-errors";
import type { BroadbandFlow } from "../broadband-flow";
import { networkOf } from "../broadband-plan";
import { broadbandOrderValue } from "../order-value";
import { awaitNewProduct, awaitOrderStatus, broadbandProductUUIDs } from "./await-order";

/** The purchase of a broadband order as the thanks page shows it (pending until the order is done). */
export const purchaseOf = (
  flow: BroadbandFlow,
  orderId: string,
  clientSecret: string | undefined,
  customerUUID?: string,
): SavedPurchase => ({
  kind: flow.plan?.BroadbandProductType === "FWA" ? "fwa" : "ufb",
  status: "pending",
  summary: {
    number: orderId,
    e_sim: false,
    plan: { name: flow.plan?.Name ?? "", price: flow.plan?.Price ?? 0 },
    address: flow.location?.Formatted ?? "",
    is_only_sim: false,
  },
  ...(clientSecret === undefined ? {} : { clientSecret }),
  orderId,
  ...(customerUUID === undefined ? {} : { customerUUID }),
});

/**
 * Follows a placed broadband order (BB-01..03), right after it was placed or when the customer comes back to it:
 * its status read every 250 ms until COMPLETED or PROCESSING (FAILED rejects with the first order note; fibre
 * orders are read from UFB_order, fixed wireless ones from the e-shop's v2 order), then the new product (one not
 * among `before`) looked for up to 3 minutes. The purchase is then completed for the thanks page.
 */
export const followBroadbandOrder = (input: {
  readonly flow: BroadbandFlow;
  readonly customerUUID: string;
  readonly before: ReadonlyArray<string>;
}): Effect.Effect<
  { readonly productUUID: string | undefined; readonly purchase: SavedPurchase },
  ApiError | BroadbandOrderFailed | BroadbandOrderStillProcessing,
  BroadbandApi | CheckoutApi | Storage | Analytics
> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const checkoutApi = yield* CheckoutApi;
    const { flow } = input;
    const orderId = flow.uuid ?? "";
    const network = networkOf(flow.plan?.BroadbandProductType ?? "UFB");
    // fibre orders live in the fibre lifecycle service (UFB_order/{UUID}, notes included); fixed wireless orders
    // are e-shop orders whose v2 detail carries OrderNotes. The fibre service keeps a record's notes oldest first,
    // so the note that says why an order failed is its latest: that one is the "first order note" of spec 03 §4.
    yield* awaitOrderStatus(
      orderId,
      network === "ufb"
        ? Effect.map(api.fibreGet("UFB_order", orderId), (order) => ({
            Status: order.Status,
            OrderNotes: [...(order.Notes ?? [])].reverse(),
          }))
        : checkoutApi.order(input.customerUUID, orderId, "v2"),
    );
    const productUUID = yield* awaitNewProduct(
      broadbandProductUUIDs(api, network, input.customerUUID),
      new Set(input.before),
    );
    const purchase = yield* completePurchase(purchaseOf(flow, orderId, undefined), broadbandOrderValue(flow));
    return { productUUID, purchase };
  });
