import type { paymentsCalls } from "@waea/adapters/http/contract";
import { PaymentsMessages, ranksAfterMove, removeCardRule } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { liveCardsOf, parentRoutesOf, say } from "./payments-access";
import { newSecret } from "./payments-ledger";

type CardCalls = Pick<
  typeof paymentsCalls,
  | "payments.listPaymentMethods"
  | "payments.setupPaymentMethod"
  | "payments.deletePaymentMethod"
  | "payments.deleteInvalidPaymentMethod"
  | "payments.setPaymentMethodRank"
>;

/**
 * PAY-01 removal through one of the two calls: the domain's removeCardRule decides (only card, only valid billing
 * method without a parent billing route); an expired card must go through invalid-payment-methods and a valid one
 * through payment-methods. The card is marked deleted, and when it was the default the first remaining card becomes
 * the default at once.
 */
const removeCard =
  (endpoint: "payment-methods" | "invalid-payment-methods") =>
  (
    { params }: { readonly params: { readonly account: string; readonly id: string } },
    context: SignedInContext,
  ) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const methods = context.world.payments.methods[params.account] ?? [];
    const removal = removeCardRule(methods, params.id, {
      hasParentBillingRoute: parentRoutesOf(context.world, params.account).length > 0,
      nowMillis: context.nowMillis,
    });
    if (Either.isLeft(removal))
      return refuse(removal.left === PaymentsMessages.cardIsNotFound ? 404 : 400, say(removal.left));
    if (removal.right.endpoint !== endpoint)
      return refuse(
        400,
        endpoint === "payment-methods"
          ? "This card has expired: remove it as an invalid payment method"
          : "This card is valid: remove it as a payment method",
      );
    const deletedAt = millisToNanos(context.nowMillis);
    const ranks = new Map(removal.right.remaining.map((method) => [method.UUID, method.Rank]));
    context.world.payments.methods[params.account] = methods.map((method) => {
      if (method.UUID === params.id) return { ...method, DeletedAtNanos: deletedAt };
      const rank = ranks.get(method.UUID);
      return rank === undefined || rank === method.Rank ? method : { ...method, Rank: rank };
    });
    return undefined;
  };

/** Cards (spec 02 §3, §4, §7): list, set up through the card provider, rank, remove. */
export const paymentCardHandlers: Handlers<CardCalls> = {
  "payments.listPaymentMethods": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const methods = context.world.payments.methods[params.account] ?? [];
    return { PaymentMethods: [...methods].sort((a, b) => a.Rank - b.Rank) };
  },

  "payments.setupPaymentMethod": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const { id, secret } = newSecret(context.world, context.store.keys, "seti");
    context.world.payments.setupIntents[secret] = {
      ID: id,
      Secret: secret,
      CustomerUUID: params.account,
      Status: "requires_confirmation",
    };
    context.changed();
    return { SetupIntentClientSecret: secret };
  },

  "payments.deletePaymentMethod": removeCard("payment-methods"),
  "payments.deleteInvalidPaymentMethod": removeCard("invalid-payment-methods"),

  "payments.setPaymentMethodRank": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    if (!liveCardsOf(context.world, params.account).some((method) => method.UUID === params.id))
      return refuse(404, say(PaymentsMessages.cardIsNotFound));
    const methods = context.world.payments.methods[params.account] ?? [];
    context.world.payments.methods[params.account] = ranksAfterMove(methods, params.id, body.Rank);
    return undefined;
  },
};
