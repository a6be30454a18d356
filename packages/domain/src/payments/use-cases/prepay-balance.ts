import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { creditExpiresAtMillis, isCreditExpired, usableCreditCents, type PrepayProduct } from "../../billing";
import type { Cents } from "../../money";
import type { ApiError } from "../../ports";
import { PaymentsMessages } from "../messages";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";

type PassedOn = Exclude<ApiError, { readonly _tag: "ApiFailure" }>;

export interface PrepayBalance {
  readonly product: PrepayProduct;
  readonly balanceCents: Cents;
  /** What can be spent now: nothing once the credit has expired. */
  readonly usableCents: Cents;
  readonly expiresAtMillis: number | undefined;
  readonly expired: boolean;
}

/** PAY-10: the prepay balance and its expiry (365 days after creation by default). */
export const loadPrepayBalance = (
  customerUUID: string,
  productUUID: string,
): Effect.Effect<PrepayBalance, PaymentsError | PassedOn, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const api = yield* PaymentsApi;
    const product = yield* api
      .prepayBalance(customer, productUUID)
      .pipe(
        Effect.catchTag("ApiFailure", (failure) =>
          Effect.fail(paymentsError(PaymentsMessages.noPrepayProduct, failure.message)),
        ),
      );
    const now = yield* Clock.currentTimeMillis;
    return {
      product,
      balanceCents: product.MainBalCreditCents ?? 0,
      usableCents: usableCreditCents(product, now),
      expiresAtMillis: creditExpiresAtMillis(product),
      expired: isCreditExpired(product, now),
    };
  });
