import * as Effect from "effect/Effect";
import type { Cents } from "../../money";
import type { ApiError } from "../../ports";
import { PaymentsMessages } from "../messages";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";

type PassedOn = Exclude<ApiError, { readonly _tag: "ApiFailure" }>;

/** A voucher the operator says would redeem on the product. */
export interface VoucherCheck {
  /** The code as it is sent (trimmed). */
  readonly code: string;
  readonly creditCents: Cents | undefined;
  /** The operator's own words for it ("$20.00 credit"), when it gives some. */
  readonly description: string | undefined;
}

/**
 * PAY-05, the first step of a voucher redemption: whether the voucher would redeem on the product, and for how
 * much; changes nothing. Refusals are PaymentsErrors with the spec's messages: a missing code is 'No Voucher Code',
 * a voucher the operator says is redeemed already 'This voucher has already been redeemed', an operator refusal or
 * another negative check 'Redemption check Error' (its reason kept as the detail), no account
 * 'current account not specified'. A 401, a 403, a network failure and an unreadable reply pass on as they are,
 * so a shell can end the session or name the API instead. The 13-digit format is the voucher form validator's
 * rule (validation context), checked before this runs.
 */
export const checkVoucher = (
  customerUUID: string,
  productUUID: string,
  code: string | undefined,
): Effect.Effect<VoucherCheck, PaymentsError | PassedOn, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const trimmed = (code ?? "").trim();
    if (trimmed === "") return yield* Effect.fail(paymentsError(PaymentsMessages.noVoucherCode));
    const api = yield* PaymentsApi;
    const reply = yield* api
      .checkVoucher(customer, productUUID, trimmed)
      .pipe(
        Effect.catchTag("ApiFailure", (f) =>
          Effect.fail(paymentsError(PaymentsMessages.redemptionCheckError, f.message)),
        ),
      );
    if (!reply.Valid)
      return yield* Effect.fail(
        paymentsError(
          reply.Redeemed === true
            ? PaymentsMessages.voucherAlreadyRedeemed
            : PaymentsMessages.redemptionCheckError,
          reply.Description,
        ),
      );
    return { code: trimmed, creditCents: reply.CreditCents, description: reply.Description };
  });
