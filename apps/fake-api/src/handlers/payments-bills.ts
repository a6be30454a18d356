import type { paymentsCalls } from "@waea/adapters/http/contract";
import { CARD_PAYMENT_TYPE, PaymentsMessages, postpayAccountOf } from "@waea/domain/payments";
import { isDeleted } from "@waea/domain/broadband";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import type { World } from "../world/world";
import { ownCustomer } from "./access";
import { hasPostpay, payingCard, payingRoute, postpayProduct, say } from "./payments-access";
import { spendThroughRoute } from "./route-spending";
import { newSecret, recordTransaction } from "./payments-ledger";
import { isFibreServiceOf, prepareSettlement } from "./payments-settle";

type BillCalls = Pick<
  typeof paymentsCalls,
  "payments.pay" | "payments.getAccount" | "payments.postpayBalance"
>;

const accountOf = (world: World, customerUuid: string, nowMillis: number) =>
  postpayAccountOf({
    invoices: world.billing.invoices[customerUuid] ?? [],
    cycle: world.billing.cycles[customerUuid],
    creditCents: world.payments.postpayCredit[customerUuid] ?? 0,
    nowMillis,
  });

/** A fibre service is billed monthly on its account, like a postpay product (a fibre-only account has no other). */
const hasFibreService = (world: World, customerUuid: string): boolean =>
  Object.values(world.broadband.ufbProducts).some(
    (product) => product.CustomerUUID === customerUuid && !isDeleted(product),
  );

/**
 * Bill payments and the postpay account (PAY-04, PAY-10; spec 02 §4, §7). The amount's range ($1.00 to $10,000.00)
 * is the contract's body schema.
 */
export const paymentBillHandlers: Handlers<BillCalls> = {
  /**
   * By card: a payment intent whose ClientSecret the card provider confirms (that settles the bill). By billing
   * route: settled at once. By bank transfer: recorded as PENDING, the bill stays as it is until the money arrives.
   */
  "payments.pay": ({ params, body }, context) => {
    // A postpay mobile product's bill, or a fibre-only account's monthly bill (paid against its fibre service).
    const owner = ownCustomer(context, params.account);
    if (isRefusal(owner)) return owner;
    const product = isFibreServiceOf(context.world, body.ProductInstanceUUID, params.account)
      ? { UUID: body.ProductInstanceUUID }
      : postpayProduct(context, params.account, body.ProductInstanceUUID, true);
    if (isRefusal(product)) return product;
    const world = context.world;
    const purpose = { Kind: "bill", ProductUUID: product.UUID } as const;
    if (body.PaymentMethodType === CARD_PAYMENT_TYPE) {
      const card = payingCard(world, params.account, body.PaymentMethodID, context.nowMillis);
      if (isRefusal(card)) return card;
      const { id, secret } = newSecret(world, context.store.keys, "pi");
      world.payments.paymentIntents[secret] = {
        ID: id,
        Secret: secret,
        CustomerUUID: params.account,
        AmountCents: body.AmountCents,
        Purpose: purpose,
        PaymentMethodUUID: card.UUID,
        Status: "requires_confirmation",
        CreatedAtNanos: millisToNanos(context.nowMillis),
      };
      return { Status: "requires_confirmation", ClientSecret: secret };
    }
    if (body.PaymentMethodType === "bank_transfer") {
      recordTransaction(world, params.account, context.nowMillis, {
        Status: "PENDING",
        AmountCents: body.AmountCents,
        Description: "Bill payment by bank transfer",
        PaymentMethodType: body.PaymentMethodType,
      });
      return { Status: "pending" };
    }
    const badRoute = payingRoute(world, params.account, body.PaymentMethodID, body.AmountCents);
    if (badRoute !== undefined) return badRoute;
    const settle = prepareSettlement(
      world,
      {
        CustomerUUID: params.account,
        AmountCents: body.AmountCents,
        Purpose: purpose,
        PaymentMethodType: body.PaymentMethodType,
      },
      context.nowMillis,
    );
    if (isRefusal(settle)) return settle;
    settle();
    spendThroughRoute(world, body.PaymentMethodID, body.AmountCents, context.nowMillis, "bill_payment");
    return { Status: "completed" };
  },

  "payments.getAccount": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    return hasPostpay(context.world, params.account) || hasFibreService(context.world, params.account)
      ? accountOf(context.world, params.account, context.nowMillis)
      : refuse(404, say(PaymentsMessages.noPostpayProduct));
  },

  "payments.postpayBalance": ({ body }, context) => {
    const product = postpayProduct(context, body.CustomerUUID, body.UUID, false);
    if (isRefusal(product)) return product;
    const account = accountOf(context.world, body.CustomerUUID, context.nowMillis);
    return { UUID: product.UUID, Balance: { Value: account.Balance ?? 0 }, Account: account };
  },
};
