import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { postpayBalanceCents, type BillingPeriod } from "../../billing";
import type { Cents } from "../../money";
import { nanosToMillis, type ApiError } from "../../ports";
import { balanceKind } from "../balance-kind";
import type { BalanceReadFacts } from "../balance-read";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";
import { loadPrepayBalance, type PrepayBalance } from "./prepay-balance";

/** A billing cycle in epoch milliseconds. */
export interface BillingCycle {
  readonly fromMillis: number;
  readonly uptoMillis: number;
}

export type Balance =
  | { readonly kind: "prepay" | "payg"; readonly prepay: PrepayBalance }
  | {
      readonly kind: "postpay";
      readonly balanceCents: Cents;
      readonly currentCycle: BillingCycle | undefined;
      readonly nextCycle: BillingCycle | undefined;
    };

const cycle = (period: BillingPeriod | undefined): BillingCycle | undefined =>
  period === undefined
    ? undefined
    : { fromMillis: nanosToMillis(period.From), uptoMillis: nanosToMillis(period.Upto) };

/**
 * PAY-10: the balance of a product, read with the call its billing kind takes (balanceKind): a prepay or PAYG
 * balance with its credit expiry, or a postpay balance with its billing cycles. A product of an account not yet
 * activated, or without a billing kind, is refused (PaymentsError) before anything is sent.
 */
export const loadBalance = (
  customerUUID: string,
  product: BalanceReadFacts,
): Effect.Effect<Balance, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const kind = balanceKind(product);
    if (Either.isLeft(kind)) return yield* Effect.fail(paymentsError(kind.left));
    if (kind.right !== "postpay")
      return { kind: kind.right, prepay: yield* loadPrepayBalance(customer, product.UUID) };
    const api = yield* PaymentsApi;
    const postpay = yield* api.postpayBalance({ CustomerUUID: customer, UUID: product.UUID });
    return {
      kind: "postpay",
      balanceCents: postpayBalanceCents(postpay),
      currentCycle: cycle(postpay.Account?.CurrentBillingCycle),
      nextCycle: cycle(postpay.Account?.NextBillingCycle),
    };
  });

export type PostpayBill = Extract<Balance, { readonly kind: "postpay" }>;

/**
 * PAY-10 for an account billed without a mobile product (a fibre-only account's monthly bill): what the account
 * owes and its billing cycles, from the account itself (payments.getAccount). Undefined when the operator holds no
 * postpay account for it (its 404).
 */
export const loadAccountBill = (
  customerUUID: string,
): Effect.Effect<PostpayBill | undefined, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const api = yield* PaymentsApi;
    const account = yield* api.getAccount(customer).pipe(
      Effect.catchIf(
        (error) => error._tag === "ApiFailure" && error.status === 404,
        () => Effect.succeed(undefined),
      ),
    );
    if (account === undefined) return undefined;
    return {
      kind: "postpay",
      balanceCents: account.Balance ?? 0,
      currentCycle: cycle(account.CurrentBillingCycle),
      nextCycle: cycle(account.NextBillingCycle),
    };
  });
