import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { EshopAddress } from "../../cart";
import {
  afterpayReturnUrl,
  buildBroadbandCheckoutPayload,
  CheckoutPaymentFailed,
  CheckoutRefused,
  checkPaymentMethod,
  completePurchase,
  paymentStep,
  savePurchase,
  type CheckoutReply,
  type PaymentMethod,
  type SavedPurchase,
} from "../../checkout";
import { CheckoutApi } from "../../checkout/api";
import { SPID, type FeatureFlagValues } from "../../config";
import {
  Payments,
  intentKeyOr,
  type Analytics,
  type ApiError,
  type IntentKey,
  type Storage,
} from "../../ports";
import { checkAvailability, visitKind, type VisitKind } from "../availability";
import { BroadbandApi } from "../broadband-api";
import {
  BroadbandRefused,
  type BroadbandOrderFailed,
  type BroadbandOrderStillProcessing,
} from "../broadband-errors";
import type { BroadbandFlow } from "../broadband-flow";
import { networkOf } from "../broadband-plan";
import { awaitNewProduct, awaitOrderStatus, broadbandProductUUIDs } from "./await-order";

export interface OrderBroadbandInput {
  readonly flow: BroadbandFlow;
  readonly customerUUID: string;
  /** The install (and modem delivery) address. */
  readonly address: EshopAddress;
  readonly siteContact?:
    { readonly name?: string; readonly phone?: string; readonly email?: string } | undefined;
  readonly method: PaymentMethod;
  readonly flags: FeatureFlagValues;
  readonly origin: string;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted.
   */
  readonly intent?: IntentKey;
}

export type OrderBroadbandResult =
  | {
      readonly _tag: "Ordered";
      readonly flow: BroadbandFlow;
      readonly orderId: string;
      /** The new product, or undefined when it did not appear within 3 minutes (it is still being set up). */
      readonly productUUID: string | undefined;
      readonly visit: VisitKind;
      readonly purchase: SavedPurchase;
    }
  | {
      readonly _tag: "RedirectToInstalments";
      readonly flow: BroadbandFlow;
      readonly clientSecret: string;
      readonly returnUrl: string;
      readonly purchase: SavedPurchase;
    };

/**
 * The customer orders broadband (BB-01..03): the availability at the flow's address is checked ('No Fibre
 * services available' otherwise), the v2 checkout built and posted (/ufb/checkout for fibre, /eshop/v2/checkout for
 * fixed wireless), the card confirmed when the flag is on (or the instalment redirect returned), the order status
 * polled every 250 ms until COMPLETED or PROCESSING (FAILED rejects with the first order note; fibre orders are read
 * from UFB_order, fixed wireless ones from the e-shop's v2 order), then the new product waited for up to 3 minutes.
 * The flow gets the order's id; the next step is booking the install or scope visit.
 */
export const orderBroadband = (
  input: OrderBroadbandInput,
): Effect.Effect<
  OrderBroadbandResult,
  | ApiError
  | BroadbandRefused
  | CheckoutRefused
  | CheckoutPaymentFailed
  | BroadbandOrderFailed
  | BroadbandOrderStillProcessing,
  BroadbandApi | CheckoutApi | Payments | Storage | Analytics
> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const checkoutApi = yield* CheckoutApi;
    const { flow } = input;
    const method = checkPaymentMethod(input.method, input.flags);
    if (Either.isLeft(method)) return yield* new CheckoutRefused({ issues: [{ key: method.left }] });
    if (flow.location === undefined)
      return yield* new CheckoutRefused({ issues: [{ key: "checkout.no_location" }] });
    if (flow.plan === undefined)
      return yield* new CheckoutRefused({ issues: [{ key: "checkout.plan_not_specified" }] });
    const network = networkOf(flow.plan.BroadbandProductType);

    const availability = yield* api.serviceAvailability(network, {
      SPID: SPID,
      LocationProvider: flow.location.LocationProvider,
      LocationProviderIDX: flow.location.LocationProviderIDX,
    });
    const accepted = checkAvailability(availability.Status);
    if (Either.isLeft(accepted)) return yield* new BroadbandRefused({ key: accepted.left });

    const built = buildBroadbandCheckoutPayload({
      address: input.address,
      customerUUID: input.customerUUID,
      location: flow.location,
      serviceAvailabilityUUID: availability.UUID,
      plan: {
        ItemUUID: flow.plan.ProductCatalogUUID,
        ProductAvailabilityUUID: flow.plan.ID,
        OrderType: flow.plan.OrderType ?? "NEW",
      },
      devices: flow.with_wifi_router && flow.modem !== undefined ? [{ ItemUUID: flow.modem.ID }] : [],
      transferring: flow.transfer?.requested ?? false,
      transfer: flow.transfer,
      rsfDate: flow.rsf ?? availability.RSFDate,
      siteContact: input.siteContact,
    });
    if (Either.isLeft(built)) return yield* new CheckoutRefused({ issues: built.left });

    const products = broadbandProductUUIDs(api, network, input.customerUUID);
    const before = new Set(yield* products);
    const intent = yield* intentKeyOr(input.intent);
    const reply: CheckoutReply =
      network === "ufb"
        ? yield* api.ufbCheckout(built.right, intent)
        : yield* checkoutApi.checkoutV2(built.right, intent);
    const orderId = reply.OrderID;
    if (orderId === undefined) return yield* new CheckoutRefused({ issues: [{ key: "checkout.no_data" }] });
    const ordered: BroadbandFlow = {
      ...flow,
      uuid: orderId,
      service_id: availability.UUID,
      availability: accepted.right,
    };
    const value = flow.plan.Price + (flow.with_wifi_router ? (flow.modem?.PriceCents ?? 0) : 0);
    const purchase: SavedPurchase = {
      kind: network,
      status: "pending",
      summary: {
        number: orderId,
        e_sim: false,
        plan: { name: flow.plan.Name, price: flow.plan.Price },
        address: flow.location.Formatted,
        is_only_sim: false,
      },
      ...(reply.ClientSecret === undefined ? {} : { clientSecret: reply.ClientSecret }),
      orderId,
    };
    yield* savePurchase(purchase);

    const step = paymentStep(input.method, reply.ClientSecret, input.flags);
    if (step._tag === "RedirectToInstalments")
      return {
        _tag: "RedirectToInstalments",
        flow: ordered,
        clientSecret: step.clientSecret,
        returnUrl: afterpayReturnUrl(input.origin, network),
        purchase,
      } as const;
    if (step._tag === "ConfirmCard") {
      const payments = yield* Payments;
      yield* Effect.catchAll(payments.confirmCardPayment(step.clientSecret), (error) =>
        Effect.fail(
          new CheckoutPaymentFailed({ clientSecret: error.clientSecret, purchase, message: error.message }),
        ),
      );
    }

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
    const productUUID = yield* awaitNewProduct(products, before);

    const completed = yield* completePurchase(purchase, value);
    return {
      _tag: "Ordered",
      flow: ordered,
      orderId,
      productUUID,
      visit: visitKind(accepted.right),
      purchase: completed,
    } as const;
  });
