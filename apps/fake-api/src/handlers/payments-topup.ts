import type { paymentsCalls } from "@waea/adapters/http/contract";
import { CARD_PAYMENT_TYPE } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, type Handlers, type SignedInContext } from "../server/handler";
import { payingCard, payingRoute, prepayProduct } from "./payments-access";
import { newSecret, prepayView, recordTransaction } from "./payments-ledger";
import { prepareSettlement } from "./payments-settle";
import { spendThroughRoute } from "./route-spending";

type TopUpCalls = Pick<
  typeof paymentsCalls,
  "payments.topUpIntent" | "payments.topUp" | "payments.prepayBalance"
>;

/** A card payment intent for a top-up: the card provider's confirmation credits the balance. */
const topUpIntent = (
  context: SignedInContext,
  customerUuid: string,
  productUuid: string,
  cents: number,
  cardUuid: string | undefined,
): string => {
  const { id, secret } = newSecret(context.world, context.store.keys, "pi");
  context.world.payments.paymentIntents[secret] = {
    ID: id,
    Secret: secret,
    CustomerUUID: customerUuid,
    AmountCents: cents,
    Purpose: { Kind: "topup", ProductUUID: productUuid },
    ...(cardUuid === undefined ? {} : { PaymentMethodUUID: cardUuid }),
    Status: "requires_confirmation",
    CreatedAtNanos: millisToNanos(context.nowMillis),
  };
  return secret;
};

/**
 * Top-ups and the prepay balance (PAY-02, PAY-10; spec 02 §4, §5, §7). The amount's range ($1.00 to $999.00, the
 * domain's limits) is the contract's schema.
 */
export const paymentTopUpHandlers: Handlers<TopUpCalls> = {
  "payments.topUpIntent": ({ params }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.product, true);
    if (isRefusal(product)) return product;
    const secret = topUpIntent(context, params.customerUUID, product.UUID, params.cents, undefined);
    context.changed();
    return { ClientSecret: secret };
  },

  /**
   * By card: a ClientSecret to confirm, without a balance (it grows when the provider confirms, so the new one is not
   * known yet). By billing route: credited at once, with the new balance. By bank transfer: recorded as PENDING, the
   * balance stays as it is.
   */
  "payments.topUp": ({ params, body }, context) => {
    const product = prepayProduct(context, params.customerUUID, body.ProductInstanceUUID, true);
    if (isRefusal(product)) return product;
    const amount = body.Amount;
    const world = context.world;
    const before = prepayView(world, product).MainBalCreditCents ?? 0;
    if (body.PaymentMethodType === CARD_PAYMENT_TYPE) {
      const card = payingCard(world, params.customerUUID, body.PaymentMethodID, context.nowMillis);
      if (isRefusal(card)) return card;
      const secret = topUpIntent(context, params.customerUUID, product.UUID, amount, card.UUID);
      return { Status: "requires_confirmation", ClientSecret: secret };
    }
    if (body.PaymentMethodType === "bank_transfer") {
      recordTransaction(world, params.customerUUID, context.nowMillis, {
        Status: "PENDING",
        AmountCents: amount,
        Description: "Top-up by bank transfer",
        PaymentMethodType: body.PaymentMethodType,
      });
      return { Status: "pending", MainBalCreditCents: before };
    }
    const badRoute = payingRoute(world, params.customerUUID, body.PaymentMethodID, amount);
    if (badRoute !== undefined) return badRoute;
    const settle = prepareSettlement(
      world,
      {
        CustomerUUID: params.customerUUID,
        AmountCents: amount,
        Purpose: { Kind: "topup", ProductUUID: product.UUID },
        PaymentMethodType: body.PaymentMethodType,
      },
      context.nowMillis,
    );
    if (isRefusal(settle)) return settle;
    const settled = settle();
    spendThroughRoute(world, body.PaymentMethodID, amount, context.nowMillis, "top_up");
    return { Status: "completed", MainBalCreditCents: settled.prepay?.MainBalCreditCents ?? before };
  },

  "payments.prepayBalance": ({ params }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.product, false);
    return isRefusal(product) ? product : prepayView(context.world, product);
  },
};
