import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { PrepayProduct } from "../billing";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import { PaymentMethodType } from "./payment-request";

/**
 * Without a ClientSecret the purchase is retried until 10 seconds pass (spec 02 §4, §9). Decided: the 10 s run from
 * the first reply without one, so a slow first answer does not eat the window.
 */
export const ADDON_RETRY_WINDOW_MILLIS = 10_000;
/** Pause between retries (decided: 1 s, so about ten tries fit the window). */
export const ADDON_RETRY_DELAY_MILLIS = 1000;
export const PENDING_PAYMENT = "pending_payment";

/** The body of payments.purchasePrepayAddon. */
export const PrepayAddonRequest = Schema.Struct({
  Subscribe: Schema.Boolean,
  PAYG: Schema.Boolean,
  AuthorizeOnly: Schema.Boolean,
  isBasePlan: Schema.optional(Schema.Boolean),
});
export type PrepayAddonRequest = typeof PrepayAddonRequest.Type;

/** The body of payments.purchasePrepayAddonInitial (first purchase, onboarding). */
export const PrepayAddonInitialRequest = Schema.Struct({
  AuthorizeOnly: Schema.Boolean,
  Subscribe: Schema.Boolean,
  PAYG: Schema.Boolean,
  PaymentMethodGateway: Schema.optional(Schema.String),
  PaymentMethodID: Schema.optional(Schema.String),
  PaymentMethodType: Schema.optional(PaymentMethodType),
});
export type PrepayAddonInitialRequest = typeof PrepayAddonInitialRequest.Type;

/** The body of payments.purchasePostpayAddon. */
export const PostpayAddonRequest = Schema.Struct({
  AddonAvailabilityUUID: Schema.String,
  AddonCatalogEntryUUID: Schema.String,
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  Subscribe: Schema.Boolean,
  isBasePlan: Schema.optional(Schema.Boolean),
});
export type PostpayAddonRequest = typeof PostpayAddonRequest.Type;

/**
 * Reply of the three purchase calls (the prepay ones are "not shown"): a Status (pending_payment while the payment
 * is not finished), a ClientSecret when a card must confirm, whether the add-on is fully paid, and the prepay
 * product with its AddOns once the purchase went through.
 */
export const AddonPurchaseReply = Schema.Struct({
  Status: Schema.optional(Schema.String),
  ClientSecret: Schema.optional(Schema.String),
  is_fully_paid: Schema.optional(Schema.Boolean),
  PrepayProduct: Schema.optional(PrepayProduct),
});
export type AddonPurchaseReply = typeof AddonPurchaseReply.Type;

/** What a purchase needs of an add-on or plan (the plans context owns the full entity). */
export interface AddonAvailability {
  readonly UUID: string;
  readonly ProductCatalogEntryUUID: string;
  readonly RetailCents?: number | undefined;
  readonly RetailName?: string | undefined;
}
export interface AddonForPurchase {
  readonly Name?: string | undefined;
  readonly Availabilities?: ReadonlyArray<AddonAvailability> | undefined;
  readonly is_fully_paid?: boolean | undefined;
  readonly is_payg?: boolean | undefined;
}

/** The first availability is the one bought; without one "no available product was found". */
export const firstAvailability = (
  addon: AddonForPurchase,
): Either.Either<AddonAvailability, PaymentsMessageKey> => {
  const first = addon.Availabilities?.[0];
  return first === undefined ? Either.left(PaymentsMessages.noAvailableProduct) : Either.right(first);
};

export type AddonPurchaseKind = "prepay" | "prepay_initial" | "postpay";

export type AddonPurchaseStep =
  /** Bought: nothing to confirm. */
  | { readonly _tag: "Done" }
  /** Initial activation: confirm the card payment now. */
  | { readonly _tag: "ConfirmCard"; readonly clientSecret: string }
  /** Not onboarding: hand the secret back to the page, which confirms it. */
  | { readonly _tag: "ReturnForConfirmation"; readonly clientSecret: string }
  /** No answer yet: asked again, on the retry schedule, until the window closes (addonRetryWindowClosed). */
  | { readonly _tag: "Retry" }
  /** The payment is still not finished when the window closed. */
  | { readonly _tag: "Pending"; readonly key: PaymentsMessageKey }
  | { readonly _tag: "Failed"; readonly key: PaymentsMessageKey };

export interface AddonPurchaseFacts {
  readonly kind: AddonPurchaseKind;
  readonly reply: AddonPurchaseReply;
  /** The add-on itself says it is fully paid (e.g. by balance or a parent route). */
  readonly addonFullyPaid: boolean;
}

const holdsAddOns = (reply: AddonPurchaseReply): boolean => (reply.PrepayProduct?.AddOns?.length ?? 0) > 0;

const isPending = (reply: AddonPurchaseReply): boolean =>
  (reply.Status ?? "").trim().toLowerCase() === PENDING_PAYMENT;

/**
 * PLAN-04, spec 02 §4, in the spec's order:
 * 1. initial activation with a ClientSecret: confirm the card payment;
 * 2. fully paid (reply or add-on): ok without confirmation;
 * 3. otherwise with a ClientSecret: returned for confirmation;
 * 4. without a ClientSecret: done when the reply already holds the product with its AddOns, or for postpay when
 *    the payment is not pending (decided: postpay add-ons are charged on the bill, up to 15 days later, so there
 *    is nothing to confirm); otherwise retried. How long is the use case's schedule; when its window closes,
 *    addonRetryWindowClosed says what the last reply means.
 */
export const addonPurchaseStep = (facts: AddonPurchaseFacts): AddonPurchaseStep => {
  const { reply } = facts;
  const secret =
    reply.ClientSecret !== undefined && reply.ClientSecret !== "" ? reply.ClientSecret : undefined;
  const pending = isPending(reply);
  if (facts.kind === "prepay_initial" && secret !== undefined)
    return { _tag: "ConfirmCard", clientSecret: secret };
  if (reply.is_fully_paid === true || facts.addonFullyPaid) return { _tag: "Done" };
  if (secret !== undefined) return { _tag: "ReturnForConfirmation", clientSecret: secret };
  if (!pending && (holdsAddOns(reply) || facts.kind === "postpay")) return { _tag: "Done" };
  return { _tag: "Retry" };
};

/**
 * The retry window closed on a reply still without an answer: failed, or reported as still pending when it said
 * pending_payment (the payment may yet finish, so it is not called a failure).
 */
export const addonRetryWindowClosed = (
  reply: AddonPurchaseReply,
): Extract<AddonPurchaseStep, { readonly _tag: "Pending" | "Failed" }> =>
  isPending(reply)
    ? { _tag: "Pending", key: PaymentsMessages.paymentNotFinished }
    : { _tag: "Failed", key: PaymentsMessages.purchaseFailed };

/** The product to save after a purchase: the returned prepay product, only when it holds AddOns. */
export const productToSave = (reply: AddonPurchaseReply): PrepayProduct | undefined =>
  holdsAddOns(reply) ? reply.PrepayProduct : undefined;
