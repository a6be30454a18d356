import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { EshopAddress } from "../../cart";
import {
  afterpayReturnUrl,
  buildBroadbandCheckoutPayload,
  CheckoutPaymentFailed,
  CheckoutRefused,
  checkPaymentMethod,
  deliveryAddressIssues,
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
import { broadbandProductUUIDs } from "./await-order";
import { followBroadbandOrder, purchaseOf } from "./follow-order";
import { saveStoredBroadbandOrder } from "./stored-order";

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
  | RedirectToInstalments;

interface RedirectToInstalments {
  readonly _tag: "RedirectToInstalments";
  readonly flow: BroadbandFlow;
  readonly clientSecret: string;
  readonly returnUrl: string;
  readonly purchase: SavedPurchase;
}

export type PlaceBroadbandOrderResult =
  | {
      readonly _tag: "Placed";
      /** The flow with the order's uuid, the availability's UUID and status. */
      readonly flow: BroadbandFlow;
      readonly orderId: string;
      readonly visit: VisitKind;
      /** The network's products before the order (the new one is the one not among them). */
      readonly before: ReadonlyArray<string>;
      readonly purchase: SavedPurchase;
    }
  | RedirectToInstalments;

type PlaceError = ApiError | BroadbandRefused | CheckoutRefused | CheckoutPaymentFailed;

/**
 * The customer places a broadband order (BB-01..03): the install address checked first (a street, a city and a
 * postcode, spec 03 §5: nothing is sent without them), the availability at the flow's address ('No Fibre services
 * available' otherwise), the v2 checkout built and posted (/ufb/checkout for fibre, /eshop/v2/checkout for fixed
 * wireless), then the card confirmed when the flag is on (or the instalment redirect returned). The order is kept
 * in storage from its reply on, so the customer can leave and come back to follow it (followBroadbandOrder).
 */
export const placeBroadbandOrder = (
  input: OrderBroadbandInput,
): Effect.Effect<PlaceBroadbandOrderResult, PlaceError, BroadbandApi | CheckoutApi | Payments | Storage> =>
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
    const addressIssues = deliveryAddressIssues(input.address);
    if (addressIssues.length > 0) return yield* new CheckoutRefused({ issues: addressIssues });
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

    const before = yield* broadbandProductUUIDs(api, network, input.customerUUID);
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
    const purchase = purchaseOf(ordered, orderId, reply.ClientSecret, input.customerUUID);
    yield* savePurchase(purchase);
    yield* saveStoredBroadbandOrder({ flow: ordered, customerUUID: input.customerUUID, before });

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
    return {
      _tag: "Placed",
      flow: ordered,
      orderId,
      visit: visitKind(accepted.right),
      before,
      purchase,
    } as const;
  });

/**
 * The customer orders broadband (BB-01..03) in one go: placeBroadbandOrder, then followBroadbandOrder (the order's
 * status polled every 250 ms, the new product waited for up to 3 minutes). The next step is booking the install or
 * scope visit.
 */
export const orderBroadband = (
  input: OrderBroadbandInput,
): Effect.Effect<
  OrderBroadbandResult,
  PlaceError | BroadbandOrderFailed | BroadbandOrderStillProcessing,
  BroadbandApi | CheckoutApi | Payments | Storage | Analytics
> =>
  Effect.gen(function* () {
    const placed = yield* placeBroadbandOrder(input);
    if (placed._tag === "RedirectToInstalments") return placed;
    const followed = yield* followBroadbandOrder({
      flow: placed.flow,
      customerUUID: input.customerUUID,
      before: placed.before,
    });
    return {
      _tag: "Ordered",
      flow: placed.flow,
      orderId: placed.orderId,
      productUUID: followed.productUUID,
      visit: placed.visit,
      purchase: followed.purchase,
    } as const;
  });
