import type { paymentsCalls } from "@waea/adapters/http/contract";
import { pageInfoOf, pageOf } from "@waea/domain/billing";
import { formatNzd } from "@waea/domain/money";
import { PaymentsMessages, creditPrepay } from "@waea/domain/payments";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { hasPostpay, isPrepayLike, prepayProduct, say } from "./payments-access";
import { creditPostpay, prepayView, recordTransaction, savePrepay } from "./payments-ledger";

type VoucherCalls = Pick<
  typeof paymentsCalls,
  "payments.paymentHistory" | "payments.checkVoucher" | "payments.redeemVoucher" | "payments.redeemPromoCode"
>;

const NOT_VALID = "This voucher code is not valid";
const USED = say(PaymentsMessages.voucherAlreadyRedeemed);

/**
 * The voucher of a code on a prepay product of the account, or why not. The product need not be activated yet: a
 * voucher may pay for the first bundle while the service is onboarded (voucher_redeem_activation, ONB-03, ONB-08),
 * its credit then being the new service's balance. The code's format (13 digits, 'Please enter a valid voucher
 * code') is the contract's params schema.
 */
const voucherFor = (
  context: SignedInContext,
  params: { readonly customerUUID: string; readonly product: string; readonly code: string },
) => {
  const product = prepayProduct(context, params.customerUUID, params.product, false);
  if (isRefusal(product)) return product;
  return { product, voucher: context.world.payments.vouchers[params.code] };
};

/** The first activated prepay-like product of an account: where promo credit goes. */
const creditTarget = (context: SignedInContext, customerUuid: string) =>
  Object.values(context.world.core.products).find(
    (product) =>
      product.CustomerUUID === customerUuid &&
      product.BillingReference !== undefined &&
      isPrepayLike(product),
  );

/**
 * Payment history (PAY-08) and vouchers and promo codes (PAY-05; spec 02 §5, §7). Paging from page 1 and a
 * promo code that is not blank are the contract's schemas.
 */
export const paymentVoucherHandlers: Handlers<VoucherCalls> = {
  "payments.paymentHistory": ({ params, query }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const all = context.world.payments.history[params.account] ?? [];
    const page = pageOf(all, query.PageNumber, query.PageSize);
    return {
      Transactions: page,
      PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
    };
  },

  "payments.checkVoucher": ({ params }, context) => {
    const found = voucherFor(context, params);
    if (isRefusal(found)) return found;
    const { voucher } = found;
    if (voucher === undefined) return { Valid: false, Description: NOT_VALID };
    if (voucher.RedeemedBy !== undefined) return { Valid: false, Redeemed: true, Description: USED };
    return {
      Valid: true,
      CreditCents: voucher.CreditCents,
      Description: `${formatNzd(voucher.CreditCents)} credit`,
    };
  },

  /**
   * A voucher redeems once: its credit tops the balance up (and extends its expiry, like any top-up). An unknown
   * code is refused like a used one, with 400: the spec has one 'Redemption Error' for a redemption that fails,
   * and the guest redemption answers an unknown code with 400 too.
   */
  "payments.redeemVoucher": ({ params }, context) => {
    const found = voucherFor(context, params);
    if (isRefusal(found)) return found;
    const { product, voucher } = found;
    if (voucher === undefined) return refuse(400, NOT_VALID);
    if (voucher.RedeemedBy !== undefined) return refuse(400, USED);
    const world = context.world;
    savePrepay(world, creditPrepay(prepayView(world, product), voucher.CreditCents, context.nowMillis));
    world.payments.vouchers[params.code] = {
      ...voucher,
      RedeemedBy: params.customerUUID,
      RedeemedAtNanos: millisToNanos(context.nowMillis),
    };
    recordTransaction(world, params.customerUUID, context.nowMillis, {
      Status: "COMPLETED",
      AmountCents: voucher.CreditCents,
      Description: `Voucher ending ${params.code.slice(-4)}`,
      PaymentMethodType: "voucher",
    });
    return { Status: "redeemed", Attributes: { CreditCents: voucher.CreditCents } };
  },

  /**
   * A promo code applies once per account, before it expires: its credit goes to the account's prepay balance,
   * else against its postpay bill. Codes are read without case or surrounding spaces.
   */
  "payments.redeemPromoCode": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.customerUUID);
    if (isRefusal(customer)) return customer;
    const code = body.Code.trim().toUpperCase();
    const world = context.world;
    const promo = world.payments.promoCodes[code];
    if (promo === undefined) return refuse(404, say(PaymentsMessages.promoCodeError));
    if (promo.ExpiresAtNanos !== undefined && nanosToMillis(promo.ExpiresAtNanos) <= context.nowMillis)
      return refuse(410, say(PaymentsMessages.promoCodeExpired));
    const applied = world.payments.promoRedemptions[params.customerUUID] ?? [];
    if (applied.includes(code)) return refuse(409, say(PaymentsMessages.promoCodeAlreadyApplied));
    const target = creditTarget(context, params.customerUUID);
    if (target === undefined && !hasPostpay(world, params.customerUUID))
      return refuse(400, say(PaymentsMessages.promoCodeError));
    if (target !== undefined)
      savePrepay(world, creditPrepay(prepayView(world, target), promo.CreditCents, context.nowMillis));
    else creditPostpay(world, params.customerUUID, promo.CreditCents);
    world.payments.promoRedemptions[params.customerUUID] = [...applied, code];
    return { Status: "applied", Description: promo.Description };
  },
};
