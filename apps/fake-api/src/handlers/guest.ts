import type { guestCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { checkPayBillAmount, creditPrepay } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import { hasText, validateTopUpCents, validateVoucherCode } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { opaque } from "../auth/keys";
import { isRefusal, refuse, type HandlerContext, type Handlers } from "../server/handler";
import type { GuestOrder, GuestTarget } from "../world/guest";
import { uuidFor } from "../world/prng";
import { openPayment } from "./card-payment";
import { guestTarget, namesTarget } from "./guest-targets";
import { firstErrorText } from "./message-text";
import { creditPostpay, prepayView, savePrepay } from "./payments-ledger";

/** A ResponseToken lives 30 minutes: long enough to pay, not to be reused another day. */
const TOKEN_LIFETIME_MS = 30 * 60_000;

const validTarget = (
  context: HandlerContext,
  token: string,
  lookup: { readonly MSISDN?: string | undefined; readonly LookupID?: string | undefined },
) => {
  const target = context.world.guest.tokens[token];
  if (target === undefined || target.ExpiresAtMillis <= context.nowMillis)
    return refuse(400, "Invalid ResponseToken");
  return namesTarget(target, lookup)
    ? target
    : refuse(400, "The number or account does not match the validated one");
};

const nextOrderId = (context: HandlerContext): string => {
  const guest = context.world.guest;
  guest.counter += 1;
  return uuidFor(context.world.seed, `guest-order:created:${guest.counter}`);
};

/**
 * A card order: its payment opened at the simulated provider, which settles the top-up or the bill once confirmed
 * with the card the guest entered on the page (never a stored card of the number's owner).
 */
const cardOrder = (
  context: HandlerContext,
  target: GuestTarget,
  kind: "topup" | "payment",
  cents: number,
) => {
  const id = nextOrderId(context);
  const payment = openPayment(context, {
    CustomerUUID: target.CustomerUUID,
    AmountCents: cents,
    Purpose: { Kind: kind === "topup" ? "topup" : "bill", ProductUUID: target.ProductUUID },
    Guest: true,
  });
  const order: GuestOrder = {
    OrderID: id,
    Kind: kind,
    ...(target.MSISDN === undefined ? {} : { MSISDN: target.MSISDN }),
    ...(target.LookupID === undefined ? {} : { LookupID: target.LookupID }),
    AmountCents: cents,
    ClientSecret: payment.ClientSecret,
    CreatedAtNanos: millisToNanos(context.nowMillis),
  };
  context.world.guest.orders[id] = order;
  return { ClientSecret: payment.ClientSecret, OrderID: id };
};

/**
 * A voucher's credit goes to the recharged service's balance (as a signed-in redemption does: the domain's
 * creditPrepay drops expired credit and extends the expiry), or to the account's bill (creditPostpay).
 */
const credit = (context: HandlerContext, target: GuestTarget, cents: number): void => {
  const world = context.world;
  if (target.MSISDN === undefined) {
    creditPostpay(world, target.CustomerUUID, cents);
    return;
  }
  const product = world.core.products[target.ProductUUID];
  if (product !== undefined)
    savePrepay(world, creditPrepay(prepayView(world, product), cents, context.nowMillis));
};

const statusOf = (context: HandlerContext, order: GuestOrder): string => {
  if (order.Status !== undefined) return order.Status;
  const intent =
    order.ClientSecret === undefined ? undefined : context.world.payments.paymentIntents[order.ClientSecret];
  return intent?.Status === "succeeded" ? "COMPLETED" : intent?.Status === "failed" ? "FAILED" : "PENDING";
};

/** Anonymous recharge and pay-bill (GST-01..03): validate, redeem or pay by card, check the purchase. */
export const guestHandlers: Handlers<typeof guestCalls> = {
  "guest.validate": ({ body }, context) => {
    if (!hasText(body.UserToken)) return refuse(400, translate("en", "guest.captcha_required"));
    const found = guestTarget(context, body);
    if (found === undefined) return { Valid: false };
    const guest = context.world.guest;
    guest.counter += 1;
    const token = opaque(context.store.keys, `guest-token:${guest.counter}`);
    guest.tokens[token] = { ...found, ExpiresAtMillis: context.nowMillis + TOKEN_LIFETIME_MS };
    return { Valid: true, ResponseToken: token };
  },

  "guest.redeem": ({ body }, context) => {
    const target = validTarget(context, body.ResponseToken, body);
    if (isRefusal(target)) return target;
    const code = validateVoucherCode(body.Code);
    if (Either.isLeft(code)) return refuse(400, firstErrorText(code.left, "No Voucher Code"));
    const vouchers = context.world.payments.vouchers;
    const voucher = vouchers[code.right];
    if (voucher === undefined || voucher.RedeemedBy !== undefined) return refuse(400, "Redemption Error");
    const now = millisToNanos(context.nowMillis);
    vouchers[code.right] = { ...voucher, RedeemedBy: target.CustomerUUID, RedeemedAtNanos: now };
    credit(context, target, voucher.CreditCents);
    const id = nextOrderId(context);
    context.world.guest.orders[id] = {
      OrderID: id,
      Kind: "voucher",
      ...(target.MSISDN === undefined ? {} : { MSISDN: target.MSISDN }),
      ...(target.LookupID === undefined ? {} : { LookupID: target.LookupID }),
      AmountCents: voucher.CreditCents,
      Status: "COMPLETED",
      CreatedAtNanos: now,
    };
    return { Attributes: { CreditCents: voucher.CreditCents } };
  },

  "guest.topup": ({ body }, context) => {
    const target = validTarget(context, body.ResponseToken, { MSISDN: body.MSISDN });
    if (isRefusal(target)) return target;
    if (target.MSISDN === undefined) return refuse(400, "A bill is paid with /guest/payment");
    const amount = validateTopUpCents(body.Amount);
    if (Either.isLeft(amount)) return refuse(400, firstErrorText(amount.left, "Amount is not valid"));
    return cardOrder(context, target, "topup", amount.right);
  },

  "guest.payment": ({ body }, context) => {
    const target = validTarget(context, body.ResponseToken, { LookupID: body.LookupID });
    if (isRefusal(target)) return target;
    if (target.LookupID === undefined) return refuse(400, "A number is recharged with /guest/topup");
    // The pay-bill limits of the signed-in payment (the domain's rule: $1.00 to $10,000.00).
    const amount = checkPayBillAmount(body.Amount);
    if (Either.isLeft(amount)) return refuse(400, translate("en", amount.left));
    return cardOrder(context, target, "payment", amount.right);
  },

  "guest.purchases": ({ query }, context) => {
    const order = context.world.guest.orders[query.OrderID];
    if (order === undefined || !namesTarget(order, query)) return refuse(404, "Order not found");
    return { Status: statusOf(context, order) };
  },
};
