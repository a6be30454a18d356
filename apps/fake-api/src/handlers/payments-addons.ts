import type { paymentsCalls } from "@waea/adapters/http/contract";
import { billingKind } from "@waea/domain/account";
import { PENDING_PAYMENT, PaymentsMessages, type AddonPurchaseReply } from "@waea/domain/payments";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import {
  authorisable,
  byCard,
  completed,
  fromBalance,
  fromBalanceOrCard,
  fromDefaultCard,
  settledNow,
} from "./payments-addon-payment";
import { liveCardsOf, payingCard, payingRoute, postpayProduct, prepayProduct, say } from "./payments-access";
import { spendThroughRoute } from "./route-spending";
import { priceOf, purchasable } from "./payments-catalog";

type AddonCalls = Pick<
  typeof paymentsCalls,
  "payments.purchasePrepayAddon" | "payments.purchasePrepayAddonInitial" | "payments.purchasePostpayAddon"
>;

/**
 * While the simulated payment processing lags (store.simulation.pendingAddonReplies, the control door's
 * PendingAddonReplies), a valid purchase is answered pending_payment without a ClientSecret and changes nothing:
 * the portal asks again every second for 10 s (spec 02 §4).
 */
const lagging = (context: SignedInContext): AddonPurchaseReply | undefined => {
  const simulation = context.store.simulation;
  if (simulation.pendingAddonReplies <= 0) return undefined;
  simulation.pendingAddonReplies -= 1;
  context.movedNothing();
  return { Status: PENDING_PAYMENT };
};

/** Add-on and plan purchases (PLAN-04; spec 02 §4, §7), priced and described by the plans slice's catalog. */
export const paymentAddonHandlers: Handlers<AddonCalls> = {
  /**
   * Paid as the customer chose: from the balance (not_enough_balance when it does not cover the price), or with
   * AuthorizeOnly by the default card (pending_payment and a ClientSecret the card provider confirms or declines).
   */
  "payments.purchasePrepayAddon": ({ params, body }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.productId, true);
    if (isRefusal(product)) return product;
    const bought = purchasable(
      context.world,
      params.availabilityId,
      billingKind(product.BillingReference) ?? "prepay",
    );
    if (isRefusal(bought)) return bought;
    const purchase = { customer: params.customerUUID, product, bought, subscribe: body.Subscribe };
    const lag = lagging(context);
    if (lag !== undefined) return lag;
    return body.AuthorizeOnly ? fromDefaultCard(context, purchase) : fromBalance(context, purchase);
  },

  /**
   * The first purchase of onboarding: by the chosen card (confirmed at once by the page), route, or balance (the
   * contract's body schema refuses a bank transfer).
   */
  "payments.purchasePrepayAddonInitial": ({ params, body }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.productId, false);
    if (isRefusal(product)) return product;
    const bought = purchasable(
      context.world,
      params.availabilityId,
      billingKind(product.BillingReference) ?? "prepay",
    );
    if (isRefusal(bought)) return bought;
    const purchase = { customer: params.customerUUID, product, bought, subscribe: body.Subscribe };
    const lag = lagging(context);
    if (lag !== undefined) return lag;
    const world = context.world;
    switch (body.PaymentMethodType) {
      case "cards": {
        const card = payingCard(world, params.customerUUID, body.PaymentMethodID, context.nowMillis);
        if (isRefusal(card)) return card;
        return authorisable(card, context.nowMillis) ?? byCard(context, purchase, card, false);
      }
      case "billing_route": {
        const badRoute = payingRoute(world, params.customerUUID, body.PaymentMethodID ?? "", priceOf(bought));
        if (badRoute !== undefined) return badRoute;
        const settled = settledNow(context, purchase, "billing_route", false);
        if (isRefusal(settled)) return settled;
        spendThroughRoute(world, body.PaymentMethodID ?? "", priceOf(bought), context.nowMillis, "add_on");
        return completed(settled);
      }
      default:
        return fromBalanceOrCard(context, purchase, body.AuthorizeOnly);
    }
  },

  /**
   * Postpay add-ons are charged on the bill, up to 15 days later (spec 02 §9): with a stored card the card is
   * authorised first (a ClientSecret to confirm; a card about to expire is refused), without one the add-on goes
   * on the bill at once.
   */
  "payments.purchasePostpayAddon": ({ body }, context) => {
    const product = postpayProduct(context, body.CustomerUUID, body.ProductInstanceUUID, false);
    if (isRefusal(product)) return product;
    const bought = purchasable(context.world, body.AddonAvailabilityUUID, "postpay");
    if (isRefusal(bought)) return bought;
    if (bought.entry.UUID !== body.AddonCatalogEntryUUID)
      return refuse(404, say(PaymentsMessages.noAvailableProduct));
    const purchase = { customer: body.CustomerUUID, product, bought, subscribe: body.Subscribe };
    const lag = lagging(context);
    if (lag !== undefined) return lag;
    if (liveCardsOf(context.world, body.CustomerUUID).length === 0) {
      const settled = settledNow(context, purchase, "bill", true);
      return isRefusal(settled) ? settled : { Status: "completed" };
    }
    const card = payingCard(context.world, body.CustomerUUID, undefined, context.nowMillis);
    if (isRefusal(card)) return card;
    const refused = authorisable(card, context.nowMillis);
    return refused ?? { ...byCard(context, purchase, card, true), Status: "requires_confirmation" };
  },
};
