import { accountType, billingKind } from "@waea/domain/account";
import { translate } from "@waea/adapters/i18n";
import { isCardExpired, liveMethods, PaymentsMessages, type PaymentMethod } from "@waea/domain/payments";
import type { BillingRoute } from "@waea/domain/billing-routes";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { World } from "../world/world";
import { ownCustomer } from "./access";

export const say = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  translate("en", key, params);

/** A product of one of the login's customer accounts, named with its account. */
const productOf = (context: SignedInContext, customerUuid: string, productUuid: string) => {
  const customer = ownCustomer(context, customerUuid);
  if (isRefusal(customer)) return customer;
  const product = context.world.core.products[productUuid];
  return product !== undefined && product.CustomerUUID === customerUuid ? product : undefined;
};

/** Not postpay and not fixed wireless: prepay, PAYG, or a product not activated yet. */
export const isPrepayLike = (product: CoreProduct): boolean =>
  product.ProductType !== "mobileFWA" && billingKind(product.BillingReference) !== "postpay";

/**
 * A prepay (or PAYG) product of the account: 404 "No prepay product" otherwise (spec 02 §8). Top-ups, vouchers
 * and add-on purchases need it activated (a billing reference, spec 01 §5); the balance read and the initial
 * purchase of onboarding do not.
 */
export const prepayProduct = (
  context: SignedInContext,
  customerUuid: string,
  productUuid: string,
  activated: boolean,
): CoreProduct | Refusal => {
  const product = productOf(context, customerUuid, productUuid);
  if (isRefusal(product)) return product;
  return product !== undefined &&
    isPrepayLike(product) &&
    (!activated || product.BillingReference !== undefined)
    ? product
    : refuse(404, say(PaymentsMessages.noPrepayProduct));
};

/** A postpay product of the account (fixed wireless too unless `billsOnly`): 404 "No postpay product" otherwise. */
export const postpayProduct = (
  context: SignedInContext,
  customerUuid: string,
  productUuid: string,
  mobileOnly: boolean,
): CoreProduct | Refusal => {
  const product = productOf(context, customerUuid, productUuid);
  if (isRefusal(product)) return product;
  const postpay =
    product !== undefined &&
    (mobileOnly ? accountType(product) === "postpay" : billingKind(product.BillingReference) === "postpay");
  return postpay ? product : refuse(404, say(PaymentsMessages.noPostpayProduct));
};

/** Whether at least one of an account's products is billed postpay (it then has invoices and an account balance). */
export const hasPostpay = (world: World, customerUuid: string): boolean =>
  Object.values(world.core.products).some(
    (product) => product.CustomerUUID === customerUuid && billingKind(product.BillingReference) === "postpay",
  );

/** The account's live cards (deleted ones ignored), default first. */
export const liveCardsOf = (world: World, customerUuid: string): ReadonlyArray<PaymentMethod> =>
  liveMethods(world.payments.methods[customerUuid] ?? []);

/**
 * The card a payment uses: the one named (by id or provider token), else the default. 404 "Card is not found" for
 * an unknown card, "No card" without any, and the card-expired message for an expired one.
 */
export const payingCard = (
  world: World,
  customerUuid: string,
  named: string | undefined,
  nowMillis: number,
): PaymentMethod | Refusal => {
  const live = liveCardsOf(world, customerUuid);
  const card =
    named === undefined || named === ""
      ? live[0]
      : live.find((method) => method.UUID === named || method.Token === named);
  if (card === undefined)
    return named === undefined || named === ""
      ? refuse(400, say(PaymentsMessages.noCard))
      : refuse(404, say(PaymentsMessages.cardIsNotFound));
  return isCardExpired(card.CardExpiryMonth, card.CardExpiryYear, nowMillis)
    ? refuse(400, `${say(PaymentsMessages.cardExpired)} (expired_card)`)
    : card;
};

/** The routes through which another account pays this one's bills (the account is the route's DebitAccount). */
export const parentRoutesOf = (
  world: World,
  customerUuid: string,
): ReadonlyArray<Omit<BillingRoute, "RoutingType">> =>
  Object.values(world.billingRoutes.routes).filter((route) => route.DebitAccount.UUID === customerUuid);

/**
 * A billing-route payment: the named route must pay for this account, and the amount fit its remaining spend
 * limit ("Spend limit is over").
 */
export const payingRoute = (
  world: World,
  customerUuid: string,
  routeId: string,
  cents: number,
): Refusal | undefined => {
  const route = parentRoutesOf(world, customerUuid).find((candidate) => candidate.UUID === routeId);
  if (route === undefined) return refuse(404, "Billing route not found");
  return route.RemainingSpendLimit !== undefined && cents > route.RemainingSpendLimit
    ? refuse(400, say(PaymentsMessages.spendLimitIsOver))
    : undefined;
};
