import * as Schema from "effect/Schema";
import {
  PAY_BILL_MAX_CENTS,
  PAY_BILL_MIN_CENTS,
  PaymentMethodRankRequest,
  PaymentReply,
  PaymentRequest,
  PaymentsMessages,
  SetupPaymentMethodReply,
} from "@waea/domain/payments";
import { collectCalls, defineCall, json, noContent } from "./define";
import { AtLeastOne, centsBetween } from "./input-rules";
import { paymentAutoTopUpCalls } from "./payments-auto-top-up";
import { MONEY_MOVED } from "./money-moved";
import { getAccountCall, postpayBalanceCall } from "./payment-balances";
import { listPaymentMethodsCall } from "./payment-cards";
import { paymentPurchaseCalls } from "./payments-purchases";
import { PathParam } from "./wire";

const Account = Schema.Struct({ account: PathParam });
const AccountCard = Schema.Struct({ account: PathParam, id: PathParam });

/** A rank starts at 1 (1 is the default card). */
const RankRequest = Schema.Struct({ ...PaymentMethodRankRequest.fields, Rank: AtLeastOne });

/** A bill payment is $1.00 to $10,000.00 (spec 02 §5: a minimum charge of $1.00; the ceiling is decided). */
const BillPaymentRequest = Schema.Struct({
  ...PaymentRequest.fields,
  AmountCents: centsBetween(PAY_BILL_MIN_CENTS, PAY_BILL_MAX_CENTS, {
    required: PaymentsMessages.amountRequired,
    tooSmall: PaymentsMessages.payBillAmountTooSmall,
    tooLarge: PaymentsMessages.payBillAmountTooLarge,
  }),
});

/** Cards, bill payments and the postpay account (spec 02 §7 "Cards and payments"), one entry per method. */
const cardAndPaymentCalls = [
  listPaymentMethodsCall,
  defineCall({
    id: "payments.setupPaymentMethod",
    method: "GET",
    path: "/customer/{account}/setup-payment-method",
    params: Account,
    reply: json(SetupPaymentMethodReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "payments.deletePaymentMethod",
    method: "DELETE",
    path: "/customer/{account}/payment-methods/{id}",
    params: AccountCard,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "payments.deleteInvalidPaymentMethod",
    method: "DELETE",
    path: "/customer/{account}/invalid-payment-methods/{id}",
    params: AccountCard,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "payments.setPaymentMethodRank",
    method: "PUT",
    path: "/customer/{account}/payment-methods/{id}",
    params: AccountCard,
    body: RankRequest,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "payments.pay",
    method: "POST",
    path: "/customer/{account}/payment",
    params: Account,
    body: BillPaymentRequest,
    reply: json(PaymentReply),
    auth: "bearer",
    replyShown: true,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  getAccountCall,
  postpayBalanceCall,
] as const;

/** Every PaymentsApi method (spec 02 §7): cards, payments, balances, top-ups, add-ons, history, vouchers. */
export const paymentsCalls = collectCalls(
  ...cardAndPaymentCalls,
  ...paymentPurchaseCalls,
  ...paymentAutoTopUpCalls,
);
